import { Suspense, lazy, useSyncExternalStore } from 'react';
import { isNotificationsHostRequested, subscribeNotificationsHost } from './notify';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Spec 1 §9: notifications stay 5000 ms by default. */
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;

/** Mounts Mantine's notifications container once the first notice is shown. */
export function NotificationsHost() {
  const requested = useSyncExternalStore(
    subscribeNotificationsHost,
    isNotificationsHostRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={NOTIFICATION_AUTO_CLOSE_MS} position="top-right" />
    </Suspense>
  );
}
