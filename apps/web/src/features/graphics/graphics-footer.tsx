import { Button, Group, Stack, Text } from '@mantine/core';
import {
  collectPrintFileTypes,
  findMissingPrintItems,
  isAlbumProgress,
  listMissingPrintParts,
  type AlbumOptions,
  type FileKind,
} from '@vinyl/domain';
import { useNavigate } from 'react-router';
import type { AlbumResource } from '../../shared/api/albums/album-resource';
import { useUpdateAlbum } from '../../shared/api/albums/update-album';
import { PATHS } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import type { AlbumFileResource } from './api/file-resource';
import { reasonOf } from './reason-of';
import { useGraphicsTexts } from './use-graphics-texts';
import type { UploadProblem } from './use-pdf-upload';

export interface GraphicsFooterProps {
  album: AlbumResource;
  options: AlbumOptions;
  filesByKind: Partial<Record<FileKind, AlbumFileResource[]>>;
  busy: boolean;
  onError: (problem: UploadProblem) => void;
}

/**
 * What is still missing (spec 1 §5 via the domain), Back to the options and Save and
 * continue to the preview (album_progress moves to preview). A size warning not yet
 * accepted holds the customer here: it must not pass silently (issue 8 item 4).
 */
export function GraphicsFooter({
  album,
  options,
  filesByKind,
  busy,
  onError,
}: GraphicsFooterProps) {
  const { t } = useGraphicsTexts();
  const navigate = useNavigate();
  const update = useUpdateAlbum();
  const files = Object.values(filesByKind).flat();
  const waiting = files.some(
    (file) => file.meta.print_check.needs_acknowledgement && !file.meta.print_check.acknowledged,
  );
  const missing = listMissingPrintParts(
    findMissingPrintItems(options, collectPrintFileTypes(filesByKind)),
  );
  const ordered = album.attributes.album_status === 'ordered';

  async function save() {
    try {
      const saved = await update.mutateAsync({
        id: album.id,
        attributes: { album_progress: 'preview' },
      });
      const progress = saved.attributes.album_progress;
      if (isAlbumProgress(progress))
        useSessionStore.getState().setAlbum({ albumProgress: progress });
      await navigate(PATHS.preview);
    } catch (error) {
      onError({ key: 'errors.save', values: { reason: reasonOf(error) } });
    }
  }

  return (
    <Stack gap="sm">
      {missing.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('missing', { parts: missing.map((part) => t(`parts.${part}`)).join(', ') })}
        </Text>
      )}
      {(waiting || busy) && (
        <Text size="sm" c="orange.9" role="status">
          {t(busy ? 'waitForUpload' : 'acknowledgeFirst')}
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => void navigate(PATHS.options)}>
          {t('back')}
        </Button>
        <Button
          onClick={() => void save()}
          disabled={ordered || busy || waiting}
          loading={update.isPending}
        >
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
