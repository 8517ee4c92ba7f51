import { queryOptions } from '@tanstack/react-query';
import { areThumbnailsReady, THUMBNAIL_RETRY_DELAY_MS, type Thumbnails } from '@vinyl/domain';
import { apiFetch } from '../client';
import { albumsQueryKey } from './album-resource';

/** `GET /api/albums/{id}/thumbnails` (spec 2 §7): per kind and type, `{ url, ready }`. */
export async function getThumbnails(id: string, signal?: AbortSignal): Promise<Thumbnails> {
  const document = await apiFetch<{ data: Thumbnails }>(
    `/albums/${encodeURIComponent(id)}/thumbnails`,
    signal ? { signal } : {},
  );
  return document.data;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    });
  });
}

/**
 * The preview's thumbnails (spec 1 §2, §9): when not all are ready, or the call fails, they
 * are asked for once more after 1000 ms, and that answer is what the preview shows.
 */
export async function getPreviewThumbnails(id: string, signal?: AbortSignal): Promise<Thumbnails> {
  try {
    const first = await getThumbnails(id, signal);
    if (areThumbnailsReady(first)) return first;
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  await wait(THUMBNAIL_RETRY_DELAY_MS, signal);
  return getThumbnails(id, signal);
}

export function previewThumbnailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...albumsQueryKey, 'thumbnails', id],
    queryFn: ({ signal }) => getPreviewThumbnails(id, signal),
    // The one retry is part of the query; the preview shows what the second answer holds.
    retry: false,
    staleTime: 0,
  });
}
