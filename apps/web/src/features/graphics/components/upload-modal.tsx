import { Anchor, Box, Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import type { Translate } from '../graphics-slots';
import { useGraphicsTexts } from '../use-graphics-texts';
import type { UploadState } from '../use-pdf-upload';

export interface UploadModalProps {
  opened: boolean;
  /** The part's name: the title is "<part> Graphics upload". */
  part: string;
  template: string | null;
  state: UploadState;
  maxMegabytes: number;
  onFile: (file: File) => void;
  onRefused: (key: 'errors.oneFile') => void;
  onCancel: () => void;
}

/** The picked file shown in the page (a blob: frame), released when it goes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

function phaseText(t: Translate, state: UploadState) {
  const name = state.file?.name ?? '';
  if (state.phase === 'uploading') {
    return t('modal.uploading', { name, percent: Math.round(state.progress * 100) });
  }
  return t(state.phase === 'saving' ? 'modal.saving' : 'modal.preparing', { name });
}

/**
 * The upload modal of spec 2 §2: "<part> Graphics upload", the template hint, a drop area
 * for one PDF, the progress bar, the picked file in an embedded view, and the requirements.
 */
export function UploadModal(props: UploadModalProps) {
  const { t } = useGraphicsTexts();
  const { state } = props;
  const busy = state.phase !== 'idle';
  const url = useObjectUrl(state.file);
  const drop = (files: File[]) => {
    const [file] = files;
    if (files.length > 1 || !file) props.onRefused('errors.oneFile');
    else props.onFile(file);
  };
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={t('modal.title', { part: props.part })}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('modal.templateHint')}{' '}
          {props.template && (
            <Anchor href={`/files/template/${props.template}.pdf`} download>
              {props.template}.pdf
            </Anchor>
          )}
        </Text>
        <Dropzone
          onDrop={drop}
          onReject={(rejections: FileRejection[]) => drop(rejections.map((item) => item.file))}
          multiple={false}
          disabled={busy}
          loading={false}
          inputProps={{ 'aria-label': t('modal.dropLabel', { part: props.part }) }}
          radius="md"
          p="lg"
        >
          <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <IconFileTypePdf size={32} aria-hidden />
            <Stack gap={0}>
              <Text fw={600}>{t('modal.drop')}</Text>
              <Text size="xs" c="dimmed">
                {t('modal.oneFile')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {busy && (
          <Stack gap={4}>
            <Text size="sm" role="status">
              {phaseText(t, state)}
            </Text>
            <Progress
              value={state.phase === 'preparing' ? 5 : Math.round(state.progress * 100)}
              animated={state.phase !== 'uploading'}
              aria-label={t('modal.progress')}
            />
          </Stack>
        )}
        {state.file && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('modal.selected', { name: state.file.name })}
            </Text>
            {url && (
              <Box
                component="iframe"
                src={url}
                title={t('modal.embedded', { name: state.file.name })}
                h={320}
                w="100%"
                style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
              />
            )}
          </Stack>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('modal.requirements')}
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>{t('modal.requirementPdf', { megabytes: props.maxMegabytes })}</List.Item>
            <List.Item>{t('modal.requirementCmyk')}</List.Item>
            <List.Item>{t('modal.requirementDpi')}</List.Item>
            <List.Item>{t('modal.requirementTemplate')}</List.Item>
          </List>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('modal.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
