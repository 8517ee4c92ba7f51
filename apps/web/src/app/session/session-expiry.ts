import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import { startGuestSession } from '../../shared/session/guest-session';
import { notifyError } from '../../shared/ui/notify';
import { resolveSession } from '../guard/resolve-session';

export interface SessionExpiryDependencies {
  queryClient: QueryClient;
  navigate: (to: string) => Promise<void> | void;
  currentPath: () => string;
  /** Translated message shown when the visitor has to sign in again. */
  expiredMessage: () => string;
}

/**
 * Expired-token recovery for calls made outside the guard (spec 1 §4): a guest is signed in
 * again with their uuid and sent to the dashboard; anyone else goes to the login screen.
 * Concurrent failures trigger one recovery.
 */
export function createSessionExpiryHandler(deps: SessionExpiryDependencies): () => void {
  let running = false;
  async function recover(): Promise<void> {
    const store = useSessionStore.getState();
    const resolution = resolveSession({ type: 'expired' }, store, deps.currentPath());
    if (resolution.type === 'recover-guest') {
      try {
        await startGuestSession(deps.queryClient, resolution.uuid);
        await deps.navigate(PATHS.dashboard);
        return;
      } catch {
        // Fall through to signing in anew.
      }
    }
    store.clearAuth();
    deps.queryClient.clear();
    notifyError(deps.expiredMessage());
    await deps.navigate(PATHS.login);
  }
  return () => {
    if (running) return;
    running = true;
    void recover().finally(() => {
      running = false;
    });
  };
}
