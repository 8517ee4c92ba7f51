import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { albumsQueryKey, type AlbumChanges, type AlbumDocument } from './album-resource';

/** `PATCH /api/albums/{id}` with the attributes that change (spec 2 §7). */
export async function updateAlbum(
  id: string,
  attributes: AlbumChanges,
  { keepalive = false }: { keepalive?: boolean } = {},
) {
  const document = await apiFetch<AlbumDocument>(`/albums/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { data: { type: 'albums', id, attributes } },
    keepalive,
  });
  return document.data;
}

export function updateAlbumMutationOptions() {
  return mutationOptions({
    mutationKey: ['albums', 'update'],
    mutationFn: ({ id, attributes }: { id: string; attributes: AlbumChanges }) =>
      updateAlbum(id, attributes),
  });
}

export function useUpdateAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateAlbumMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumsQueryKey }),
  });
}
