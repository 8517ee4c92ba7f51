import { isGuestUsername, LOGIN_FAILED } from '@vinyl/domain';
import { UnauthorizedError } from '../../http/errors';
import type { UserRow, UsersService } from '../users';
import { normalizeEmail } from './account-links';
import type { AuthService } from './auth.service';
import { verifyPassword } from './passwords';

/** Who is signed in on the request making the call, if anyone. */
export interface CurrentSession {
  user: UserRow;
  sessionId: string;
}

interface Deps {
  users: UsersService;
  auth: AuthService;
}

export function createSignInService({ users, auth }: Deps) {
  /**
   * Starts the user's session in place of the caller's. A guest signing in to an account
   * brings their albums into it (issue 4 item 1), whether by password or social sign-in.
   */
  async function completeSignIn(user: UserRow, current: CurrentSession | null): Promise<string> {
    if (current && isGuestUsername(current.user.username)) {
      await users.takeOverGuest(current.user.id, user.id);
    }
    return auth.replaceSession(current?.sessionId, user.id);
  }

  /**
   * Spec 1 §4, §8: a wrong e-mail or password is one answer, "Login failed…". A draft user
   * with the right password gets their user document (status draft) and no session: the
   * client then says "You have to active your email".
   */
  async function signIn(
    credentials: { username: string; password: string },
    current: CurrentSession | null,
  ): Promise<{ user: UserRow; token: string | undefined }> {
    const user = await users.findByUsername(normalizeEmail(credentials.username));
    const registered = user && !isGuestUsername(user.username) ? user : undefined;
    const valid = await verifyPassword(registered?.password_hash, credentials.password);
    if (!registered || !valid) throw new UnauthorizedError('login_failed', LOGIN_FAILED);
    if (registered.status === 'draft') return { user: registered, token: undefined };
    return { user: registered, token: await completeSignIn(registered, current) };
  }

  /** The same user on a new session id (sign-up by a signed-in visitor). */
  function rotate(current: CurrentSession): Promise<string> {
    return auth.replaceSession(current.sessionId, current.user.id);
  }

  return { completeSignIn, rotate, signIn };
}

export type SignInService = ReturnType<typeof createSignInService>;
