import { EMAIL_BAD_REQUEST, EMAIL_NOT_FOUND, ERROR_CONTACT, isGuestUsername } from '@vinyl/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError, ValidationError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import { accountMail } from '../mail';
import type { UserRow, UsersService } from '../users';
import {
  accountLink,
  hashAccountToken,
  isEmail,
  newAccountToken,
  normalizeEmail,
} from './account-links';
import { queueMail, type AccountMailer } from './account-mail';
import { activateAccount } from './activation';
import type { AuthService } from './auth.service';
import { checkNewPasswordStrength, hashPassword } from './passwords';
import type { TokensRepository } from './tokens.repository';

/** Reset links are short-lived (issue 4 item 2). */
export const RESET_TTL_MS = 3600_000;

interface Deps {
  db: Kysely<Database>;
  users: UsersService;
  tokens: TokensRepository;
  auth: AuthService;
  mailer: AccountMailer;
  clock: Clock;
  publicOrigin: string;
}

export function createPasswordResetService(deps: Deps) {
  const { db, users, tokens, auth, mailer, clock, publicOrigin } = deps;
  const iso = (offsetMs = 0) => new Date(clock.now().getTime() + offsetMs).toISOString();

  /**
   * Spec 1 §8: 400 "Email bad request" for something that is not an address, 404 "Email not
   * found" when no registered user has it. A new link replaces the previous ones.
   */
  async function requestReset(contact: string, changeUrl: string | undefined, locale: Locale) {
    const email = normalizeEmail(contact);
    if (!isEmail(email)) throw new ValidationError('email_bad_request', EMAIL_BAD_REQUEST);
    const user = await users.findByUsername(email);
    if (!user || isGuestUsername(user.username)) {
      throw new AppError(404, 'email_not_found', EMAIL_NOT_FOUND);
    }
    const { token, hash } = newAccountToken();
    await db.transaction().execute(async (trx) => {
      const now = iso();
      await tokens.expireOpen(user.id, 'reset', now, trx);
      await tokens.insert(
        {
          id: hash,
          user_id: user.id,
          purpose: 'reset',
          guest_user_id: null,
          created_at: now,
          expires_at: iso(RESET_TTL_MS),
        },
        trx,
      );
      // The new link and its mail are committed together (issue 20).
      const link = accountLink(publicOrigin, '/reset', token, changeUrl);
      await queueMail(mailer, accountMail('reset', locale, email, link), trx);
    });
  }

  /**
   * Sets the new password and signs the user out everywhere. The link proves the address,
   * so a draft account becomes active (with its guest's data) as activation would do.
   */
  async function resetPassword(token: string, password: string): Promise<UserRow> {
    await checkNewPasswordStrength(password);
    const passwordHash = await hashPassword(password);
    const user = await db.transaction().execute(async (trx) => {
      const now = iso();
      const row = await tokens.consume(hashAccountToken(token), 'reset', now, trx);
      if (!row) return undefined;
      const owner = await users.findById(row.user_id, trx);
      if (owner?.status === 'draft') {
        await activateAccount(trx, { users, tokens }, row.user_id, null, now);
      }
      await users.update(row.user_id, { password_hash: passwordHash, modified_at: now }, trx);
      return users.findById(row.user_id, trx);
    });
    if (!user) {
      throw new ValidationError(
        'reset_failed',
        ERROR_CONTACT,
        'The reset link has expired or was already used',
      );
    }
    await auth.endAllSessions(user.id);
    return user;
  }

  return { requestReset, resetPassword };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
