import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey, meQueryOptions } from '../api/session/get-me';
import { loginAnonymous } from '../api/session/login-anonymous';
import { useSessionStore } from './session-store';
import type { SessionUser } from './types';

/**
 * Guest entry (spec 1 §4, §7): sign in with the guest uuid, load the user, mark the session
 * anonymous. Used by the login screen's guest start and by expired-session recovery.
 */
export async function startGuestSession(
  queryClient: QueryClient,
  uuid: string,
  botCheck?: string,
): Promise<SessionUser> {
  await loginAnonymous(uuid, botCheck);
  queryClient.removeQueries({ queryKey: meQueryKey });
  const user = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  const store = useSessionStore.getState();
  store.setUser(user);
  store.setAnonymous(true);
  return user;
}
