import { useQueryClient } from '@tanstack/react-query';
import { canCreateAlbum } from '@vinyl/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AlbumResource } from '../../shared/api/albums/album-resource';
import { useCloneAlbum } from '../../shared/api/albums/clone-album';
import { useDeleteAlbum } from '../../shared/api/albums/delete-album';
import { isApiError } from '../../shared/api/api-error';
import { useAlbumTexts } from '../../shared/i18n/albums-texts';
import { useSessionStore } from '../../shared/session';
import { openAlbumInSession } from '../../shared/session/open-album';
import { notifyError, notifySuccess } from '../../shared/ui/notify';

type Busy = 'clone' | 'delete' | 'continue' | null;

function reasonOf(error: unknown): string {
  return isApiError(error) ? error.title : error instanceof Error ? error.message : String(error);
}

/** Spec 1 §8: a failed list, clone or delete shows its error in a banner at the top. */
function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/**
 * Delete, Clone and Continue of the dashboard (spec 1 §2, §8): notifications on success,
 * the limit notice when cloning at the limit, an error banner otherwise.
 */
export function useAlbumActions(inProgressCount: number, close: () => void) {
  const { t } = useAlbumTexts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clone = useCloneAlbum();
  const remove = useDeleteAlbum();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  const fail = (key: string, cause: unknown) => {
    close();
    setError(t(key, { reason: reasonOf(cause) }));
    scrollToTop();
  };

  async function run(kind: Exclude<Busy, null>, work: () => Promise<void>, errorKey: string) {
    setBusy(kind);
    setError(null);
    try {
      await work();
    } catch (cause) {
      if (isApiError(cause, 'album_limit')) notifyError(t('dashboard.limitAdvice'));
      else fail(errorKey, cause);
    } finally {
      setBusy(null);
    }
  }

  /** Clones an album of the list or of an order (spec 1 §2). */
  const onClone = (album: Pick<AlbumResource, 'id'>) => {
    if (!canCreateAlbum(inProgressCount)) {
      notifyError(t('dashboard.limitAdvice'));
      return;
    }
    void run(
      'clone',
      async () => {
        await clone.mutateAsync(album.id);
        close();
        notifySuccess(t('dashboard.cloned'));
      },
      'dashboard.cloneError',
    );
  };

  const onDelete = (album: AlbumResource) =>
    void run(
      'delete',
      async () => {
        await remove.mutateAsync(album.id);
        const store = useSessionStore.getState();
        if (store.albumId === album.id) store.resetAlbum();
        close();
        notifySuccess(t('dashboard.removed'));
      },
      'dashboard.deleteError',
    );

  /** Opens the album in the session and goes to its saved step (spec 2 §4). */
  const onContinue = (album: AlbumResource) =>
    void run(
      'continue',
      async () => {
        const path = await openAlbumInSession(queryClient, album);
        close();
        await navigate(path);
      },
      'dashboard.openError',
    );

  return { busy, error, setError, onClone, onDelete, onContinue };
}
