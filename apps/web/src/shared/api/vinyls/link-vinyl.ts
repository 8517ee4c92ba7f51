import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../client';

/** `POST /api/vinyls/{id}/relationships/vinyl_of` with the album's id (spec 2 §7). */
export async function linkVinylToAlbum(vinylId: string, albumId: string): Promise<void> {
  await apiFetch(`/vinyls/${encodeURIComponent(vinylId)}/relationships/vinyl_of`, {
    method: 'POST',
    body: { data: { type: 'albums', id: albumId } },
  });
}

export function linkVinylMutationOptions() {
  return mutationOptions({
    mutationKey: ['vinyls', 'link'],
    mutationFn: ({ vinylId, albumId }: { vinylId: string; albumId: string }) =>
      linkVinylToAlbum(vinylId, albumId),
  });
}

export function useLinkVinyl() {
  return useMutation(linkVinylMutationOptions());
}
