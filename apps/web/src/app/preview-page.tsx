import { useSearchParams } from 'react-router';
import { AlbumPreview } from '../features/preview/album-preview';
import { SummaryView } from '../features/summary/summary-view';

/**
 * The preview route (spec 1 §2): view 0 "Album preview", view 1 "Summary" (`?view=1`).
 * Two features, one route: the app joins them (features do not import each other).
 */
export function PreviewPage() {
  const [params] = useSearchParams();
  return params.get('view') === '1' ? <SummaryView /> : <AlbumPreview />;
}
