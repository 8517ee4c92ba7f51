import { isBrowserSupported } from '@vinyl/domain';
import { Suspense, lazy } from 'react';

const UnsupportedBrowserModal = lazy(() =>
  import('./unsupported-browser-modal').then((module) => ({
    default: module.UnsupportedBrowserModal,
  })),
);

/** Loads the "not fully supported" modal only for a browser below the minimums (spec 1 §5). */
export function UnsupportedBrowserWarning({ userAgent }: { userAgent?: string }) {
  const agent = userAgent ?? navigator.userAgent;
  if (isBrowserSupported(agent)) return null;
  return (
    <Suspense fallback={null}>
      <UnsupportedBrowserModal userAgent={agent} />
    </Suspense>
  );
}
