import { useQueryClient } from '@tanstack/react-query';
import { isAlbumProgress, withTracks, type DiscTracks, type Rpm } from '@vinyl/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AlbumResource } from '../../shared/api/albums/album-resource';
import { useUpdateAlbum } from '../../shared/api/albums/update-album';
import { isApiError } from '../../shared/api/api-error';
import { PATHS } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import { sideTracksKey } from './api/track-resource';
import { useTracksTexts } from './use-tracks-texts';

export const reasonOf = (error: unknown) =>
  isApiError(error) ? error.title : error instanceof Error ? error.message : String(error);

/**
 * The page's album changes: the speed (spec 2 §9: the sides' limits follow it), and Save
 * and continue (spec 2 §2: tracks and sides saved, progress on to options).
 */
export function useTracksActions(album: AlbumResource) {
  const { t } = useTracksTexts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateAlbum();
  const [error, setError] = useState<string | null>(null);

  async function changeSpeed(next: Rpm) {
    setError(null);
    try {
      await update.mutateAsync({ id: album.id, attributes: { album_rpm: next } });
      useSessionStore.getState().setAlbum({ albumRpm: { value: Number(next) } });
      await queryClient.invalidateQueries({ queryKey: sideTracksKey });
    } catch (cause) {
      setError(t('speed.saveError', { reason: reasonOf(cause) }));
    }
  }

  async function save(discs: readonly DiscTracks[], limit: number) {
    setError(null);
    try {
      const saved = await update.mutateAsync({
        id: album.id,
        attributes: {
          album_options: withTracks(album.attributes.album_options, discs, limit),
          album_progress: 'options',
        },
      });
      const progress = saved.attributes.album_progress;
      useSessionStore.getState().setAlbum({
        ...(saved.attributes.album_options && { albumOptions: saved.attributes.album_options }),
        ...(isAlbumProgress(progress) && { albumProgress: progress }),
      });
      await navigate(PATHS.options);
    } catch (cause) {
      setError(t('errors.save', { reason: reasonOf(cause) }));
    }
  }

  const saving = update.isPending && update.variables?.attributes.album_rpm === undefined;
  return { changeSpeed, save, error, saving, busy: update.isPending };
}
