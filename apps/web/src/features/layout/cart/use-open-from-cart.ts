import { useQueryClient } from '@tanstack/react-query';
import { canContinueAlbum } from '@vinyl/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { albumQueryOptions } from '../../../shared/api/albums/get-album';
import { isApiError } from '../../../shared/api/api-error';
import { openAlbumInSession } from '../../../shared/session/open-album';
import { useCartTexts } from './use-cart-texts';

function reasonOf(error: unknown): string {
  return isApiError(error) ? error.title : error instanceof Error ? error.message : String(error);
}

/**
 * Opens an album of the cart as the dashboard's Continue does (spec 1 §4): it becomes the
 * current album and the shop goes to its stored step; an ordered album cannot be continued.
 */
export function useOpenFromCart(onOpened: () => void) {
  const { t } = useCartTexts();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function open(albumId: string) {
    setOpening(albumId);
    setError(null);
    try {
      const album = await queryClient.fetchQuery({ ...albumQueryOptions(albumId), staleTime: 0 });
      const status = album.attributes.album_status;
      if (!canContinueAlbum(status)) {
        setError(t('alreadyInState', { status }));
        return;
      }
      const path = await openAlbumInSession(queryClient, album);
      onOpened();
      await navigate(path);
    } catch (cause) {
      setError(t('openError', { reason: reasonOf(cause) }));
    } finally {
      setOpening(null);
    }
  }

  return { open: (albumId: string) => void open(albumId), opening, error };
}
