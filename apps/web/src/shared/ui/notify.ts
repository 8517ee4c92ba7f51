import type { NotificationData } from '@mantine/notifications';

/**
 * The app's one way to show a notification (STYLE.md: notifications come from one place).
 * The notifications code loads on the first notice, not with every page (DESIGN.md budget).
 */
let hostRequested = false;
const listeners = new Set<() => void>();

export function subscribeNotificationsHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets that a notice was shown (tests: the next page starts without the host). */
export function resetNotificationsHost(): void {
  hostRequested = false;
}

export function isNotificationsHostRequested(): boolean {
  return hostRequested;
}

async function show(data: NotificationData): Promise<void> {
  if (!hostRequested) {
    hostRequested = true;
    for (const listener of listeners) listener();
  }
  const { notifications } = await import('@mantine/notifications');
  notifications.show(data);
}

export function notifySuccess(message: string, title?: string): void {
  void show({ color: 'teal', message, ...(title !== undefined && { title }) });
}

export function notifyError(message: string, title?: string): void {
  void show({ color: 'red', message, ...(title !== undefined && { title }) });
}

/**
 * A notice the caller shapes itself (an Undo button, its own time, `onClose`); `id` lets
 * the caller hide it early with `hideNotice`.
 */
export function notifyCustom(data: NotificationData & { id: string }): void {
  void show(data);
}

export function hideNotice(id: string): void {
  if (!hostRequested) return;
  void import('@mantine/notifications').then(({ notifications }) => notifications.hide(id));
}
