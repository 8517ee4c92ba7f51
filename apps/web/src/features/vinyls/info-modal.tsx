import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { config } from '../../shared/config';
import { ALBUMS_NS, useAlbumTexts } from '../../shared/i18n/albums-texts';

// Tag names in the texts avoid HTML void elements such as <link>, which Trans renders empty.
const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The notice shown on entering the format chooser (spec 2 §2): processing time, gift card. */
export function InfoModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useAlbumTexts();
  return (
    <Modal opened={opened} onClose={onClose} title={t('vinyls.infoTitle')} centered>
      <Stack gap="sm">
        <Text>
          <Trans
            ns={ALBUMS_NS}
            i18nKey="vinyls.infoProcessing"
            components={{ faq: <Anchor href={config.footer.faq} {...external} /> }}
          />
        </Text>
        <Text>
          <Trans
            ns={ALBUMS_NS}
            i18nKey="vinyls.infoGiftCard"
            components={{
              gift: <Anchor href={config.siteSections.giftCard} {...external} />,
            }}
          />
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('vinyls.infoOk')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
