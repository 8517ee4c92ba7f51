import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  albumsQueryKey,
  type AlbumChanges,
  type AlbumResource,
} from '../../../shared/api/albums/album-resource';
import { albumQueryOptions } from '../../../shared/api/albums/get-album';
import { updateAlbum } from '../../../shared/api/albums/update-album';

export interface SaveOptionsInput {
  attributes: AlbumChanges;
  /** Which save this is: only the newest one's answer replaces what the screen shows. */
  seq: number;
}

/**
 * `PATCH /api/albums/{id}` from the disc options. Saves of one album run one after the
 * other (one mutation scope), so the server sees the choices in the order they were made.
 */
export function saveAlbumOptionsMutationOptions(albumId: string) {
  return mutationOptions({
    mutationKey: ['albums', 'options', albumId],
    scope: { id: `album-options-${albumId}` },
    mutationFn: ({ attributes }: SaveOptionsInput) => updateAlbum(albumId, attributes),
  });
}

export interface SaveCallbacks {
  onSaved: (album: AlbumResource, input: SaveOptionsInput) => void;
  onFailed: (error: unknown, input: SaveOptionsInput) => void;
}

export function useSaveAlbumOptions(albumId: string, { onSaved, onFailed }: SaveCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveAlbumOptionsMutationOptions(albumId),
    onSuccess: (album, input) => {
      queryClient.setQueryData(albumQueryOptions(albumId).queryKey, album);
      // Lists (dashboard cards) read again when next shown.
      void queryClient.invalidateQueries({ queryKey: albumsQueryKey, refetchType: 'none' });
      onSaved(album, input);
    },
    onError: onFailed,
  });
}
