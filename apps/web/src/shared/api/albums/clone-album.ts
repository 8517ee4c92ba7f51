import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { albumsQueryKey, type AlbumDocument } from './album-resource';

/** `POST /api/clone-album/{id}`: a new in-progress copy with its discs (spec 1 §7). */
export async function cloneAlbum(id: string) {
  const document = await apiFetch<AlbumDocument>(`/clone-album/${encodeURIComponent(id)}`, {
    method: 'POST',
  });
  return document.data;
}

export function cloneAlbumMutationOptions() {
  return mutationOptions({ mutationKey: ['albums', 'clone'], mutationFn: cloneAlbum });
}

export function useCloneAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    ...cloneAlbumMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumsQueryKey }),
  });
}
