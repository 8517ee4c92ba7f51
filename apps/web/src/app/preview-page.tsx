import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AlbumPreview } from '../features/preview/album-preview';
import { WizardStepFrame } from '../shared/ui/wizard-step-frame';
import { loadSummaryView } from './summary-view-chunk';

const SummaryView = lazy(async () => ({ default: (await loadSummaryView()).SummaryView }));

/**
 * The preview route (spec 1 §2): view 0 "Album preview", view 1 "Summary" (`?view=1`).
 * Two features, one route: the app joins them (features do not import each other). The
 * summary's code is asked by the route's loader when it opens on view 1 (router.tsx), so the
 * fallback shows only if that took longer than the loader waits: the summary's own loader.
 */
export function PreviewPage() {
  const [params] = useSearchParams();
  if (params.get('view') !== '1') return <AlbumPreview />;
  return (
    <Suspense fallback={<WizardStepFrame title="" loading />}>
      <SummaryView />
    </Suspense>
  );
}
