import { useQuery } from '@tanstack/react-query';
import { previewThumbnailsQueryOptions } from './get-thumbnails';

/**
 * How recent an answer the preview takes as its own when it opens: the route asks for the
 * thumbnails beside the page's code (app/router.tsx), and the page that opens a moment later
 * shows that answer instead of asking again. Any older answer is asked for anew, as before.
 */
export const PREVIEW_THUMBNAILS_JUST_ASKED_MS = 3_000;

export function usePreviewThumbnails(id: string | null) {
  return useQuery({
    ...previewThumbnailsQueryOptions(id ?? ''),
    enabled: id !== null,
    refetchOnMount: (query) =>
      Date.now() - query.state.dataUpdatedAt > PREVIEW_THUMBNAILS_JUST_ASKED_MS,
  });
}
