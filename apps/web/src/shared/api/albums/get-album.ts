import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { albumsQueryKey, type AlbumDocument } from './album-resource';

/** `GET /api/albums/{id}`: one of the customer's albums with its discs. */
export async function getAlbum(id: string, signal?: AbortSignal) {
  const document = await apiFetch<AlbumDocument>(
    `/albums/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
  return document.data;
}

export function albumQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...albumsQueryKey, 'one', id],
    queryFn: ({ signal }) => getAlbum(id, signal),
  });
}

export function useAlbum(id: string | null) {
  return useQuery({ ...albumQueryOptions(id ?? ''), enabled: id !== null });
}
