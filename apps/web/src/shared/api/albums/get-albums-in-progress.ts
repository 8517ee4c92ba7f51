import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../client';
import type { JsonApiDocument, JsonApiListMeta, JsonApiResource } from '../json-api';

/** Summary fields of an album (spec 1 §3); the full shape belongs to the album features. */
export interface AlbumSummaryAttributes {
  title?: string | null;
  author?: string | null;
  album_progress?: string | null;
  album_status?: string | null;
  quantity?: number | null;
  [key: string]: unknown;
}

export type AlbumSummary = JsonApiResource<AlbumSummaryAttributes>;

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

export function albumsInProgressQueryOptions() {
  return queryOptions({
    queryKey: albumsInProgressQueryKey,
    queryFn: ({ signal }) => getAlbumsInProgress(signal),
  });
}

export function useAlbumsInProgress() {
  return useQuery(albumsInProgressQueryOptions());
}
