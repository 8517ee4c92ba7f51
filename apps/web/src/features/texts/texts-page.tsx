import { Alert, Loader, Stack, Text } from '@mantine/core';
import { isAlbumProgress } from '@vinyl/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUpdateAlbum } from '../../shared/api/albums/update-album';
import { useAlbum } from '../../shared/api/albums/use-album';
import { isApiError } from '../../shared/api/api-error';
import { useAlbumTexts } from '../../shared/i18n/albums-texts';
import { PATHS } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import { PageTitle } from '../../shared/ui/page-title';
import { TextsForm, type TextsValues } from './texts-form';

const reasonOf = (error: unknown) =>
  isApiError(error) ? error.title : error instanceof Error ? error.message : String(error);

/**
 * The title step (spec 2 §2): saves title, author and notes, moves the album's progress on
 * to tracks (it never moves back: the server keeps a later step) and opens the uploader.
 */
export function TextsPage() {
  const { t: tPages } = useTranslation();
  const { t, ready } = useAlbumTexts();
  const navigate = useNavigate();
  const albumId = useSessionStore((state) => state.albumId);
  const ordered = useSessionStore((state) => state.albumOrdered);
  const album = useAlbum(albumId);
  const update = useUpdateAlbum();
  const [error, setError] = useState<string | null>(null);

  const save = async ({ title, author, description }: TextsValues) => {
    if (!albumId) return;
    setError(null);
    try {
      const saved = await update.mutateAsync({
        id: albumId,
        attributes: {
          title: title.trim(),
          author: author.trim(),
          description,
          album_progress: 'tracks',
        },
      });
      const progress = saved.attributes.album_progress;
      useSessionStore.getState().setAlbum({
        albumTitle: saved.attributes.title,
        ...(isAlbumProgress(progress) && { albumProgress: progress }),
      });
      await navigate(PATHS.tracks);
    } catch (cause) {
      setError(t('texts.saveError', { reason: reasonOf(cause) }));
    }
  };

  return (
    <Stack gap="lg" py="md">
      <Stack gap="xs">
        <PageTitle>{tPages('pages.texts')}</PageTitle>
        {ready && (
          <>
            <Text>{t('texts.intro')}</Text>
            <Text size="sm" c="dimmed" maw={640}>
              {t('texts.help')}
            </Text>
          </>
        )}
      </Stack>
      {ordered && ready && (
        <Alert color="yellow" variant="light">
          {t('album.alreadyInState', { status: 'ordered' })}
        </Alert>
      )}
      {(!ready || album.isPending) && <Loader aria-label={tPages('app.loading')} />}
      {ready && album.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('dashboard.openError', { reason: reasonOf(album.error) })}
        </Alert>
      )}
      {ready && album.isSuccess && (
        <TextsForm
          key={album.data.id}
          albumId={album.data.id}
          initial={album.data.attributes}
          saving={update.isPending}
          error={error}
          disabled={ordered}
          onSubmit={(values) => void save(values)}
          onSaveError={(cause) => setError(t('texts.saveError', { reason: reasonOf(cause) }))}
        />
      )}
    </Stack>
  );
}
