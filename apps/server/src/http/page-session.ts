import type { AuthService } from '../modules/auth';
import { toUserResource } from '../modules/users';
import { authOf } from './request-context';
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
    const found = authOf(await auth.lookupSession(sessionToken));
    if (!found.auth) return { me: found.authProblem };
    const { user } = found.auth;
    const me = { data: toUserResource(user) };
    if (user.role === 'admin') return { me };
    return { me, albumCount: await countAlbums(user.id) };
  };
}
