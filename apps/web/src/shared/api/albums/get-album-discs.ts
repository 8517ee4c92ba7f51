import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { albumsQueryKey, type Linkage } from './album-resource';

/** `GET /api/albums/{id}/relationships/has_vinyls`: the ids of the album's discs, in order. */
export async function getAlbumDiscIds(id: string, signal?: AbortSignal): Promise<string[]> {
  const document = await apiFetch<{ data: Linkage<'vinyls'>[] }>(
    `/albums/${encodeURIComponent(id)}/relationships/has_vinyls`,
    signal ? { signal } : {},
  );
  return document.data.map((disc) => disc.id);
}

export function albumDiscsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...albumsQueryKey, 'discs', id],
    queryFn: ({ signal }) => getAlbumDiscIds(id, signal),
  });
}

export function useAlbumDiscs(id: string) {
  return useQuery(albumDiscsQueryOptions(id));
}
