import type { AuthService } from '../modules/auth';
import { toUserResource } from '../modules/users';
import type { PageSession } from './web-app';

interface PageSessionDependencies {
  auth: Pick<AuthService, 'lookupSession'>;
  /** Every album of the user, ordered ones included (`GET /api/albums?filter[mine]`'s count). */
  countAlbums: (userId: string) => Promise<number>;
}

/**
 * The session index.html tells the app about (decision 056): what `GET /api/me` would answer
 * for the cookie — the lookup is the one every API call makes, so the session's expiry slides
 * as it would — and, for a customer, how many albums guard rule 6 would count.
 */
export function createPageSession({ auth, countAlbums }: PageSessionDependencies) {
  return async (sessionToken: string): Promise<PageSession> => {
    const lookup = await auth.lookupSession(sessionToken);
    if (lookup.state === 'expired') return { me: 'session_expired' };
    if (lookup.state !== 'active') return { me: 'not_authenticated' };
    const { user } = lookup;
    const me = { data: toUserResource(user) };
    if (user.role === 'admin') return { me };
    return { me, albumCount: await countAlbums(user.id) };
  };
}
