import { albumQueryOptions } from '../shared/api/albums/get-album';
import { albumsInProgressQueryOptions } from '../shared/api/albums/get-albums-in-progress';
import { previewThumbnailsQueryOptions } from '../shared/api/albums/get-thumbnails';
import { recentOrdersQueryOptions } from '../shared/api/orders/get-recent-orders';
import { useSessionStore } from '../shared/session';
import type { PageData } from './router';
import { loadSummaryView } from './summary-view-chunk';

/** The dashboard's two lists (spec 1 §7). `prefetchQuery` never throws; the page shows errors. */
export const dashboardData: PageData = (queryClient) =>
  Promise.all([
    queryClient.prefetchQuery(albumsInProgressQueryOptions()),
    queryClient.prefetchQuery(recentOrdersQueryOptions()),
  ]);

/**
 * The album the preview and the summary show (spec 1 §2), the one the session is making, and
 * the preview's thumbnails (view 0), both asked at once: the thumbnails' query and the one
 * domain rule it needs (print/thumbnails.ts) are in this small file, not in the page's code,
 * so the thumbnails do not wait for it (issue 18).
 */
export const previewData: PageData = (queryClient, url) => {
  const { albumId } = useSessionStore.getState();
  if (!albumId) return;
  const album = queryClient.prefetchQuery(albumQueryOptions(albumId));
  // The page waits for the album, not for the thumbnails: not all ready, they are asked
  // again a second later (spec 1 §9).
  if (url.searchParams.get('view') !== '1') {
    void queryClient.prefetchQuery(previewThumbnailsQueryOptions(albumId));
    return album;
  }
  // View 1: the summary's code, a chunk of its own (decision 061), comes beside the album.
  return Promise.all([album, loadSummaryView()]);
};
