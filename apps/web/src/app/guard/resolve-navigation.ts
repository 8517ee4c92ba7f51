import { PATHS, PUBLIC_ROUTES, WIZARD_ROUTES, routeNameOf } from '../../shared/lib/paths';

/** What the guard knows about the signed-in user. */
export interface GuardUser {
  username: string;
  /** The plant's staff open the back-office; customers never do. */
  role?: 'admin' | 'customer';
}

/** Everything the navigation guard decides on (spec 1 §2, "Navigation guard"). */
export interface NavigationInput {
  /** Pathname being opened. */
  to: string;
  /** Pathname the visitor comes from; null on the first page load. */
  from: string | null;
  /** The user after rule 1 (loading the current user); null when nobody is signed in. */
  user: GuardUser | null;
  isAnonymous: boolean;
  /** The album selected in the session, if any. */
  albumId: string | null;
  /** Whether the selected album's options are complete (rule 3, read on file-uploader only). */
  albumOptionsComplete: boolean;
  /** The user's albums in progress (rule 6); null when unknown (not needed or not loadable). */
  albumCount: number | null;
  /** Rule 1 just signed a guest back in after their session expired (spec 1 §4). */
  guestRecovered: boolean;
}

export type RedirectReason =
  | 'session-recovered'
  | 'options-incomplete'
  | 'not-signed-in'
  | 'already-signed-in'
  | 'no-albums'
  | 'no-album-selected'
  | 'not-admin'
  | 'admin-home';

export type NavigationDecision =
  | { type: 'continue' }
  /** Rule 2: end the session, clear the stored session, then go to `to`. */
  | { type: 'logout'; to: string }
  | { type: 'redirect'; to: string; clearSession: boolean; reason: RedirectReason };

function redirect(to: string, reason: RedirectReason, clearSession = false): NavigationDecision {
  return { type: 'redirect', to, clearSession, reason };
}

/** Rule 6 needs the album count only for a signed-in user opening home or dashboard. */
export function needsAlbumCount(to: string, user: GuardUser | null): boolean {
  const name = routeNameOf(to);
  return user !== null && user.role !== 'admin' && (name === 'home' || name === 'dashboard');
}

/**
 * The navigation guard of spec 1 §2 as a pure function; rules are checked in the spec's
 * order and the first that applies decides. Rule 1 (loading the user) happens before this
 * call: its result is `input.user`.
 */
export function resolveNavigation(input: NavigationInput): NavigationDecision {
  const name = routeNameOf(input.to);
  const isPublic = PUBLIC_ROUTES.has(name);

  // Rule 2.
  if (name === 'logout') return { type: 'logout', to: PATHS.login };

  // Spec 1 §4: a guest signed back in after an expired session goes to the dashboard.
  if (input.guestRecovered && !isPublic && name !== 'dashboard') {
    return redirect(PATHS.dashboard, 'session-recovered');
  }

  // Rule 3.
  if (name === 'file-uploader' && !input.albumOptionsComplete) {
    const fromPreview = input.from !== null && routeNameOf(input.from) === 'preview';
    return redirect(fromPreview ? PATHS.options : PATHS.preview, 'options-incomplete');
  }

  // Rule 4.
  if (!input.user && !isPublic) return redirect(PATHS.login, 'not-signed-in', true);

  // Rule 5.
  if (name === 'login' && input.user && !input.isAnonymous) {
    return redirect(PATHS.dashboard, 'already-signed-in');
  }

  // The back-office (issue 17) is for admins; an admin's home is the back-office.
  const isAdmin = input.user?.role === 'admin' && !input.isAnonymous;
  if (name === 'admin' && !isAdmin) return redirect(PATHS.dashboard, 'not-admin');
  if ((name === 'home' || name === 'dashboard') && isAdmin) {
    return redirect(PATHS.admin, 'admin-home');
  }

  // Rule 6: an unknown count (the list could not be loaded) lets the page show its own error.
  if ((name === 'home' || name === 'dashboard') && input.albumCount !== null) {
    if (input.albumCount < 1) return redirect(PATHS.vinyls, 'no-albums');
  }

  // Rule 7.
  if (WIZARD_ROUTES.has(name) && !input.albumId) return redirect(PATHS.home, 'no-album-selected');

  return { type: 'continue' };
}
