import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { albumsQueryKey } from './album-resource';

/** `DELETE /api/delete-album/{id}`: the album and its discs (spec 1 §7). */
export async function deleteAlbum(id: string): Promise<void> {
  await apiFetch<undefined>(`/delete-album/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function deleteAlbumMutationOptions() {
  return mutationOptions({ mutationKey: ['albums', 'delete'], mutationFn: deleteAlbum });
}

export function useDeleteAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteAlbumMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumsQueryKey }),
  });
}
