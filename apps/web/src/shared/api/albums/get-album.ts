import { queryOptions } from '@tanstack/react-query';
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

/**
 * The router asks for the album with the preview's code, so this file is in the first page's
 * bundle: the hook is in use-album.ts, which would bring TanStack's query observer into the
 * login route (DESIGN.md budget).
 */
export function albumQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...albumsQueryKey, 'one', id],
    queryFn: ({ signal }) => getAlbum(id, signal),
  });
}
