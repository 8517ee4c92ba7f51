import type { AlertProps } from '@mantine/core';
import { Suspense, lazy } from 'react';

const Alert = lazy(() => import('./mantine-alert').then(({ Alert }) => ({ default: Alert })));

/**
 * Mantine's Alert, loaded when one is first shown. The login page shows one only after a
 * send fails; issue 18: ~0.6 KB gzipped less on the first visit to /login (decision 042).
 */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
