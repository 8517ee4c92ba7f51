import { queryOptions, useQueries } from '@tanstack/react-query';
import type { FileKind } from '@vinyl/domain';
import { apiFetch } from '../../../shared/api/client';
import { albumFilesQueryKey, isPending, type AlbumFilesDocument } from './file-resource';

/** `GET /api/albums/{id}/{kind}` (spec 2 §7): the album's files of one kind. */
export function getAlbumFiles(albumId: string, kind: FileKind, signal?: AbortSignal) {
  return apiFetch<AlbumFilesDocument>(
    `/albums/${encodeURIComponent(albumId)}/${kind}`,
    signal ? { signal } : {},
  );
}

/** Asked again every second while a thumbnail is being made (spec 2 §4: 1000 ms). */
export function albumFilesQueryOptions(albumId: string, kind: FileKind) {
  return queryOptions({
    queryKey: albumFilesQueryKey(albumId, kind),
    queryFn: ({ signal }) => getAlbumFiles(albumId, kind, signal),
    refetchInterval: (query) => (query.state.data?.data.some(isPending) ? 1000 : false),
  });
}

export function useAlbumFiles(albumId: string, kinds: readonly FileKind[]) {
  return useQueries({ queries: kinds.map((kind) => albumFilesQueryOptions(albumId, kind)) });
}
