import { ActionIcon, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { MIN_SAMPLE_RATE, isSampleRateTooLow } from '@vinyl/domain';
import type { UploadFailure } from '../../../shared/upload';
import type { PendingUpload } from '../upload/track-uploader';
import { useTracksTexts } from '../use-tracks-texts';

function useFailureText() {
  const { t } = useTracksTexts();
  return (failure: UploadFailure) => {
    if (failure.code === 'duplicate') return t('upload.duplicate');
    if (failure.title) return failure.title;
    if (failure.retryable) return t('upload.networkError');
    return t('upload.failed', { reason: failure.code });
  };
}

export interface UploadRowProps {
  upload: PendingUpload;
  onRetry: () => void;
  onDismiss: () => void;
}

/** A file on its way: its name, a progress bar, and what to do when it stopped. */
export function UploadRow({ upload, onRetry, onDismiss }: UploadRowProps) {
  const { t } = useTracksTexts();
  const failureText = useFailureText();
  const percent = Math.round(upload.progress * 100);
  const status =
    upload.status === 'saving'
      ? t('upload.saving')
      : t(upload.status === 'preparing' ? 'upload.preparing' : 'upload.uploading', { percent });
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="pending-upload">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} truncate>
            {upload.name}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('upload.cancel', { name: upload.name })}
            onClick={onDismiss}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
        {upload.failure ? (
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="red.8" role="alert">
              {failureText(upload.failure)}
            </Text>
            {upload.failure.retryable && (
              <Button size="xs" variant="light" onClick={onRetry}>
                {t('upload.retry')}
              </Button>
            )}
          </Group>
        ) : (
          <>
            <Progress
              value={upload.status === 'saving' ? 100 : percent}
              animated={upload.status !== 'uploading'}
              aria-label={t('upload.progress', { name: upload.name })}
            />
            <Text size="xs" c="dimmed">
              {status}
            </Text>
          </>
        )}
        {upload.sampleRate !== null && isSampleRateTooLow(upload.sampleRate) && (
          <Text size="xs" c="orange.9">
            {t('errors.sampleRate', { rate: MIN_SAMPLE_RATE })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
