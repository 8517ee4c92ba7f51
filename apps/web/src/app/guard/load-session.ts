import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../shared/api/api-error';
import { meQueryKey, meQueryOptions } from '../../shared/api/session/get-me';
import { useSessionStore } from '../../shared/session';
import type { SessionUser } from '../../shared/session';
import { startGuestSession } from '../../shared/session/guest-session';
import { resolveSession } from './resolve-session';
import type { MeOutcome } from './resolve-session';

export interface LoadedSession {
  user: SessionUser | null;
  guestRecovered: boolean;
}

let pageHintTaken = false;

/**
 * The server writes `<meta name="session" content="none">` into the page when the request
 * carried no session cookie (apps/server/src/http/web-app.ts, decision 056). Only the first
 * guard run of the page uses it: `GET /api/me` would answer 401 `not_authenticated`, and a
 * first-time visitor's login screen no longer waits a round trip for that answer.
 */
function takeNoSessionHint(): boolean {
  if (pageHintTaken) return false;
  pageHintTaken = true;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="session"]');
  return meta?.content === 'none';
}

async function loadMe(queryClient: QueryClient): Promise<MeOutcome> {
  if (takeNoSessionHint()) return { type: 'not-authenticated' };
  try {
    const user = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    return { type: 'user', user };
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      return error.code === 'session_expired' ? { type: 'expired' } : { type: 'not-authenticated' };
    }
    return { type: 'unavailable' };
  }
}

/** Guard rule 1 with the expired-session recovery of spec 1 §4; keeps the store in step. */
export async function loadSession(queryClient: QueryClient, to: string): Promise<LoadedSession> {
  const outcome = await loadMe(queryClient);
  const store = useSessionStore.getState();
  const resolution = resolveSession(outcome, store, to);
  switch (resolution.type) {
    case 'signed-in':
      store.setUser(resolution.user);
      return { user: resolution.user, guestRecovered: false };
    case 'keep-stored':
      return { user: resolution.user, guestRecovered: false };
    case 'recover-guest':
      try {
        const user = await startGuestSession(queryClient, resolution.uuid);
        return { user, guestRecovered: true };
      } catch {
        break;
      }
    case 'signed-out':
      break;
  }
  // Spec 1 §4: when recovery fails, clear the stored auth.
  store.clearAuth();
  queryClient.removeQueries({ queryKey: meQueryKey });
  return { user: null, guestRecovered: false };
}
