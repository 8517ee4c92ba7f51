import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../client';
import type { JsonApiDocument, JsonApiListMeta } from '../json-api';
import type { AlbumResource } from './album-resource';

/** An album of the list; the attributes are the album's (spec 2 §3). */
export type AlbumSummary = AlbumResource;

export interface AlbumsInProgress {
  albums: AlbumSummary[];
  count: number;
}

/** The dashboard's in-progress list (spec 1 §7): the user's albums not yet ordered, newest first. */
export async function getAlbumsInProgress(signal?: AbortSignal): Promise<AlbumsInProgress> {
  const document = await apiFetch<JsonApiDocument<AlbumSummary[]> & { meta?: JsonApiListMeta }>(
    '/albums?filter[mine]&filter[album_status][ne]=ordered&sort=-modified',
    signal ? { signal } : {},
  );
  const albums = Array.isArray(document.data) ? document.data : [];
  return { albums, count: document.meta?.pagination?.count ?? albums.length };
}

export const albumsInProgressQueryKey = ['albums', 'in-progress'] as const;

/**
 * No `useAlbumsInProgress` hook here: the guard loads this file with the first page, and a
 * hook would bring TanStack's query observer into the login route (DESIGN.md budget).
 * Pages call `useQuery(albumsInProgressQueryOptions())`.
 */
export function albumsInProgressQueryOptions() {
  return queryOptions({
    queryKey: albumsInProgressQueryKey,
    queryFn: ({ signal }) => getAlbumsInProgress(signal),
  });
}
