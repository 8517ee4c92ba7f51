import { useSearchParams } from 'react-router';
import { SummaryView } from '../summary/summary-view';
import { AlbumPreview } from './album-preview';

/** The preview route (spec 1 §2): view 0 "Album preview", view 1 "Summary" (`?view=1`). */
export function PreviewPage() {
  const [params] = useSearchParams();
  return params.get('view') === '1' ? <SummaryView /> : <AlbumPreview />;
}
