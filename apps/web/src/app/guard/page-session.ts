import type { UserDocument } from '../../shared/api/session/user-resource';

/**
 * What the server that answered index.html knew of the visitor's session
 * (apps/server/src/http/web-app.ts, decision 056): `GET /api/me`'s answer — the user's
 * document or its 401 code — and, for a customer, the number of albums guard rule 6 counts.
 */
export interface PageSession {
  me: UserDocument | 'not_authenticated' | 'session_expired';
  albumCount?: number;
}

function isPageSession(value: unknown): value is PageSession {
  if (typeof value !== 'object' || value === null) return false;
  const { me, albumCount } = value as Record<string, unknown>;
  const known =
    me === 'not_authenticated' ||
    me === 'session_expired' ||
    (typeof me === 'object' && me !== null && 'data' in me);
  return known && (albumCount === undefined || typeof albumCount === 'number');
}

let taken = false;

/**
 * The page's session, for the first guard run of the page only: it is what the server knew
 * when it answered the page, and later navigations (a sign-in may have happened since) ask
 * the server again. Undefined when the page carries none (an older server) or it is not
 * readable: the guard then asks `GET /api/me` as before.
 */
export function takePageSession(): PageSession | undefined {
  if (taken) return undefined;
  taken = true;
  const element = document.getElementById('page-session');
  const text = element?.textContent;
  // Read once, then gone: after a sign-out the next person at this browser finds no trace
  // of the user's details in the page (spec 1 §4).
  element?.remove();
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isPageSession(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
