import { randomUUID } from 'node:crypto';
import { ACTIVATION_EXPIRED, guestUsername, isGuestUsername, SIGNUP_FAILED } from '@vinyl/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
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
import { checkNewPasswordStrength, hashPassword } from './passwords';
import type { CurrentSession } from './sign-in.service';
import type { TokensRepository } from './tokens.repository';

/** How long an activation link works. */
export const ACTIVATION_TTL_MS = 48 * 3600_000;

export interface SignUpInput {
  email: string;
  username?: string | undefined;
  password: string;
  activationUrl?: string | undefined;
  /** The guest uuid of spec 1 §3 (`uuid_user`), when the visitor was a guest. */
  uuidUser?: string | undefined;
}

interface Deps {
  db: Kysely<Database>;
  users: UsersService;
  tokens: TokensRepository;
  mailer: AccountMailer;
  clock: Clock;
  publicOrigin: string;
  /** argon2id by default; a test passes a counting one (issue 13 hole 10). */
  hasher?: (password: string) => Promise<string>;
}

export function createSignUpService(deps: Deps) {
  const { db, users, tokens, mailer, clock, publicOrigin, hasher = hashPassword } = deps;
  const iso = (offsetMs = 0) => new Date(clock.now().getTime() + offsetMs).toISOString();

  async function checkInput(input: SignUpInput): Promise<string> {
    const email = normalizeEmail(input.email);
    const sameName = input.username === undefined || normalizeEmail(input.username) === email;
    // A username starting with the guest prefix would be taken for a guest (spec 1 §9).
    if (!isEmail(email) || !sameName || isGuestUsername(email)) {
      throw new ValidationError('signup_failed', SIGNUP_FAILED, 'The e-mail address is not valid');
    }
    await checkNewPasswordStrength(input.password, [email]);
    return email;
  }

  /** The guest whose data the account takes over at activation: the caller, or uuid_user. */
  async function guestOf(current: CurrentSession | null, uuidUser: string | undefined) {
    if (current && isGuestUsername(current.user.username)) return current.user.id;
    if (!uuidUser) return null;
    return (await users.findByUsername(guestUsername(uuidUser.toLowerCase())))?.id ?? null;
  }

  async function insertDraft(email: string, passwordHash: string) {
    const now = iso();
    const id = randomUUID();
    const inserted = await users.insertIfAbsent({
      id,
      username: email,
      email,
      password_hash: passwordHash,
      status: 'draft',
      role: 'customer',
      created_at: now,
      modified_at: now,
    });
    // Two sign-ups for one address at the same moment: the other one won.
    if (!inserted) throw new ValidationError('signup_failed', SIGNUP_FAILED);
    return id;
  }

  /** A new activation link for `userId`, carrying the guest its first sign-up named. */
  async function mailActivation(userId: string, guestUserId: string | null, mail: MailOf) {
    const { token, hash } = newAccountToken();
    const now = iso();
    // The link and its mail are committed together (issue 20): no link without its mail.
    await db.transaction().execute(async (trx) => {
      await tokens.insert(
        {
          id: hash,
          user_id: userId,
          purpose: 'activation',
          guest_user_id: guestUserId,
          created_at: now,
          expires_at: iso(ACTIVATION_TTL_MS),
        },
        trx,
      );
      await queueMail(mailer, mail(token), trx);
    });
  }

  /**
   * Spec 1 §2, §7; issue 4 item 1: a draft account and an activation mail. The answer is the
   * same whether or not the address already has an active account (that owner gets a mail
   * saying so instead), so sign-up does not tell who is registered.
   */
  async function signUp(input: SignUpInput, current: CurrentSession | null, locale: Locale) {
    const email = await checkInput(input);
    const existing = await users.findByUsername(email);
    // Every branch hashes once, so the answer's time does not tell which one ran (hole 10).
    const passwordHash = await hasher(input.password);
    if (existing?.status === 'active') {
      const link = new URL('/login', publicOrigin).toString();
      await queueMail(mailer, accountMail('already-registered', locale, email, link));
      return;
    }
    const activationMail = (token: string) =>
      accountMail(
        'activation',
        locale,
        email,
        accountLink(publicOrigin, '/activate', token, input.activationUrl),
      );
    if (existing) {
      // Issue 13 hole 3: a pending address keeps its first password and its first guest; the
      // mailbox gets one more link for that sign-up, and the earlier links keep working.
      const guestUserId = await tokens.findOpenGuest(existing.id, 'activation', iso());
      await mailActivation(existing.id, guestUserId ?? null, activationMail);
      return;
    }
    const guestUserId = await guestOf(current, input.uuidUser);
    const userId = await insertDraft(email, passwordHash);
    await mailActivation(userId, guestUserId, activationMail);
  }

  /** Spec 1 §2 activation screen; a used, expired or unknown link is refused. */
  async function activate(token: string): Promise<UserRow> {
    const user = await db.transaction().execute(async (trx) => {
      const now = iso();
      const row = await tokens.consume(hashAccountToken(token), 'activation', now, trx);
      if (!row) return undefined;
      await activateAccount(trx, { users, tokens }, row.user_id, row.guest_user_id, now);
      return users.findById(row.user_id, trx);
    });
    if (!user) throw new ValidationError('activation_expired', ACTIVATION_EXPIRED);
    return user;
  }

  /**
   * The plant resends an account's activation mail (issue 17, back-office "Customers"): a
   * new link to the account's address, carrying the guest its sign-up named, as a repeated
   * sign-up does; earlier links keep working. An active account (guests included) has
   * nothing to activate: 409.
   */
  async function resendActivation(userId: string, locale: Locale): Promise<void> {
    const user = await users.findById(userId);
    if (!user) throw new NotFoundError('User not found');
    const email = user.email ?? user.username;
    if (user.status === 'active' || !isEmail(email)) {
      throw new ConflictError('already_active', 'This account is active already');
    }
    const guestUserId = await tokens.findOpenGuest(user.id, 'activation', iso());
    await mailActivation(user.id, guestUserId ?? null, (token) =>
      accountMail('activation', locale, email, accountLink(publicOrigin, '/activate', token)),
    );
  }

  return { activate, signUp, resendActivation };
}

type MailOf = (token: string) => ReturnType<typeof accountMail>;

export type SignUpService = ReturnType<typeof createSignUpService>;
