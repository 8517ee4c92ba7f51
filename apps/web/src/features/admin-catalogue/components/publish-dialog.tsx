import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useAdminCatalogueTexts } from '../use-admin-catalogue-texts';

interface PublishDialogProps {
  opened: boolean;
  version: number;
  publishing: boolean;
  onClose: () => void;
  onConfirm: (note: string) => void;
}

/** Publishing asks first: the whole shop prices from the new version at once. */
export function PublishDialog({
  opened,
  version,
  publishing,
  onClose,
  onConfirm,
}: PublishDialogProps) {
  const { t } = useAdminCatalogueTexts();
  const [note, setNote] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={t('publish.title', { version: version + 1 })}>
      <Stack>
        <Text>{t('publish.what', { version: version + 1, current: version })}</Text>
        <Text size="sm" c="dimmed">
          {t('publish.effects')}
        </Text>
        <Textarea
          label={t('publish.note')}
          description={t('publish.noteHint')}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('publish.cancel')}
          </Button>
          <Button loading={publishing} onClick={() => onConfirm(note)}>
            {t('publish.confirm', { version: version + 1 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
