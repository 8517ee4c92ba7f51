import '@mantine/dropzone/styles.css';
import { Button, Group, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { AlbumOptionsSchema, FILE_KINDS, type FileKind } from '@vinyl/domain';
import { useTranslation } from 'react-i18next';
import { useAlbum } from '../../shared/api/albums/use-album';
import { useCatalogue } from '../../shared/api/catalogue/get-catalogue';
import { useSessionStore } from '../../shared/session';
import { WizardStepFrame } from '../../shared/ui/wizard-step-frame';
import type { AlbumFileResource } from './api/file-resource';
import { useAlbumFiles } from './api/get-album-files';
import { GraphicsEditor } from './graphics-editor';
import { reasonOf } from './reason-of';
import { useGraphicsTexts } from './use-graphics-texts';

/**
 * The graphics step (spec 2 §2 "Graphics", issue 8): for each printed part the options call
 * for, Create online or Upload file, its template, and the file's preview and print checks.
 * The guard keeps a customer with incomplete options away (spec 1 §2 rule 3).
 */
export function GraphicsPage() {
  const { t: tPages } = useTranslation();
  const { t, ready } = useGraphicsTexts();
  const albumId = useSessionStore((state) => state.albumId);
  const album = useAlbum(albumId);
  const catalog = useCatalogue();
  const files = useAlbumFiles(albumId ?? '', FILE_KINDS);
  const failed = [album, catalog, ...files].find((query) => query.isError);
  const options = AlbumOptionsSchema.safeParse(album.data?.attributes.album_options);
  const loaded = album.data && catalog.data && files.every((query) => query.isSuccess);
  const filesByKind = Object.fromEntries(
    FILE_KINDS.map((kind, index) => [kind, files[index]?.data?.data ?? []]),
  ) as Record<FileKind, AlbumFileResource[]>;

  return (
    <WizardStepFrame
      title={tPages('pages.fileUploader')}
      intro={ready && t('intro')}
      error={failed && ready && t('errors.load', { reason: reasonOf(failed.error) })}
      loading={!failed && (!ready || !loaded)}
    >
      {ready && loaded && album.data && catalog.data && options.success && (
        <>
          <Group gap="sm">
            <Button
              component="a"
              href={`/api/albums/${encodeURIComponent(album.data.id)}/template-kit`}
              download
              variant="light"
              leftSection={<IconFileZip size={18} aria-hidden />}
            >
              {t('kit.download')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('kit.hint')}
            </Text>
          </Group>
          <GraphicsEditor
            album={album.data}
            options={options.data}
            sizes={catalog.data.printSizes}
            filesByKind={filesByKind}
          />
        </>
      )}
    </WizardStepFrame>
  );
}
