import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import {
  findFormatEntry,
  isFormatAvailable,
  startingFromPrice,
  VINYLS_QUANTITIES,
  type Catalog,
  type Format,
  type VinylsQuantity,
} from '@vinyl/domain';
import { useState } from 'react';
import { useAlbumTexts } from '../../shared/i18n/albums-texts';
import { useFormat } from '../../shared/i18n/use-format';

export interface DiscsModalProps {
  catalog: Catalog;
  format: Format;
  initial: VinylsQuantity;
  creating: boolean;
  onClose: () => void;
  onConfirm: (discs: VinylsQuantity) => void;
}

/** The Single / Double choice (spec 2 §2): a double only where the catalogue allows one. */
export function DiscsModal({
  catalog,
  format,
  initial,
  creating,
  onClose,
  onConfirm,
}: DiscsModalProps) {
  const { t } = useAlbumTexts();
  const { money } = useFormat();
  const available = (discs: VinylsQuantity) => isFormatAvailable(catalog, format, discs);
  const [discs, setDiscs] = useState<VinylsQuantity>(
    available(initial) ? initial : (VINYLS_QUANTITIES.find(available) ?? 1),
  );
  return (
    <Modal opened onClose={onClose} title={t('vinyls.discsTitle', { format })} centered>
      <Stack gap="md">
        <Radio.Group
          label={t('vinyls.discsLegend')}
          value={String(discs)}
          onChange={(value) => setDiscs(value === '2' ? 2 : 1)}
        >
          <Stack gap="sm" mt="xs">
            {VINYLS_QUANTITIES.map((option) => {
              const entry = findFormatEntry(catalog, format, option);
              const price = entry && available(option) ? money(startingFromPrice(entry)) : null;
              return (
                <Radio
                  key={option}
                  value={String(option)}
                  disabled={!available(option)}
                  label={t(option === 2 ? 'vinyls.double' : 'vinyls.single')}
                  description={
                    <Text component="span" size="sm">
                      {t(option === 2 ? 'vinyls.doubleText' : 'vinyls.singleText')}
                      {' · '}
                      {price ? t('vinyls.startingFrom', { price }) : t('vinyls.notAvailable')}
                    </Text>
                  }
                />
              );
            })}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button loading={creating} disabled={!available(discs)} onClick={() => onConfirm(discs)}>
            {t('vinyls.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
