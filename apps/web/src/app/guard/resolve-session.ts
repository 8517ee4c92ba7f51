import { canStaySignedIn, isGuestUsername } from '../../shared/lib/guest';
import { routeNameOf } from '../../shared/lib/paths';
import type { SessionUser } from '../../shared/session';

/** How `GET /api/me` answered (guard rule 1). */
export type MeOutcome =
  | { type: 'user'; user: SessionUser }
  | { type: 'not-authenticated' }
  | { type: 'expired' }
  /** Network failure or server error: nothing is known about the session. */
  | { type: 'unavailable' };

export interface StoredAuth {
  user: SessionUser | null;
  uuidUser: string | null;
}

export type SessionResolution =
  | { type: 'signed-in'; user: SessionUser }
  | { type: 'signed-out' }
  /** Sign the guest in again with their uuid so they keep their albums (spec 1 §4). */
  | { type: 'recover-guest'; uuid: string }
  /** The server could not be asked: go on with the stored user. */
  | { type: 'keep-stored'; user: SessionUser };

/**
 * Rule 1 of the guard and the expired-token recovery of spec 1 §4 (as narrowed by issue 2:
 * only guests are signed in again; a registered user whose session expired signs in anew).
 */
export function resolveSession(
  outcome: MeOutcome,
  stored: StoredAuth,
  to: string,
): SessionResolution {
  switch (outcome.type) {
    case 'user':
      // Spec 1 §6: a user whose e-mail is not activated (draft) cannot stay signed in.
      if (!canStaySignedIn(outcome.user)) return { type: 'signed-out' };
      return { type: 'signed-in', user: outcome.user };
    case 'not-authenticated':
      return { type: 'signed-out' };
    case 'expired': {
      const guest = stored.user !== null && isGuestUsername(stored.user.username);
      if (guest && stored.uuidUser && routeNameOf(to) !== 'logout') {
        return { type: 'recover-guest', uuid: stored.uuidUser };
      }
      return { type: 'signed-out' };
    }
    case 'unavailable':
      return stored.user ? { type: 'keep-stored', user: stored.user } : { type: 'signed-out' };
  }
}
