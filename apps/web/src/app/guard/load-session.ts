import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../shared/api/api-error';
import { meQueryKey, meQueryOptions } from '../../shared/api/session/get-me';
import { toSessionUser } from '../../shared/api/session/user-resource';
import { useSessionStore } from '../../shared/session';
import type { SessionUser } from '../../shared/session';
import { startGuestSession } from '../../shared/session/guest-session';
import { takePageSession, type PageSession } from './page-session';
import { resolveSession } from './resolve-session';
import type { MeOutcome } from './resolve-session';

export interface LoadedSession {
  user: SessionUser | null;
  guestRecovered: boolean;
  /** The user's number of albums as the page told it (decision 056), when it told it. */
  albumCount?: number;
}

async function loadMe(queryClient: QueryClient, page?: PageSession): Promise<MeOutcome> {
  // The first run of a page takes what the server answering the page knew: no round trip
  // before the first screen (issue 18, decision 056).
  if (page?.me === 'not_authenticated') return { type: 'not-authenticated' };
  if (page?.me === 'session_expired') return { type: 'expired' };
  if (page) {
    try {
      const user = toSessionUser(page.me);
      queryClient.setQueryData(meQueryKey, user);
      return { type: 'user', user };
    } catch {
      // Not a user document: ask the server, as without it.
    }
  }
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
  const page = takePageSession();
  const outcome = await loadMe(queryClient, page);
  const store = useSessionStore.getState();
  const resolution = resolveSession(outcome, store, to);
  switch (resolution.type) {
    case 'signed-in': {
      store.setUser(resolution.user);
      const albumCount = page?.albumCount;
      return {
        user: resolution.user,
        guestRecovered: false,
        ...(albumCount !== undefined && { albumCount }),
      };
    }
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
