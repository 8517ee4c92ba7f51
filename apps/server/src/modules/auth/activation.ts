import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { UsersService } from '../users';
import type { TokensRepository } from './tokens.repository';

/**
 * Makes a draft account active inside the caller's transaction: by its activation link, or
 * by another proof of the address (a password reset link, a provider's verified e-mail).
 * The guest who signed up hands over their data now, not before: nothing moves to an
 * address nobody has proven to own (issue 4 item 1). Only the activation link carries a
 * guest: the other proofs come from someone who may not be the one who signed up.
 */
export async function activateAccount(
  trx: Transaction<Database>,
  deps: { users: UsersService; tokens: TokensRepository },
  userId: string,
  guestUserId: string | null,
  now: string,
): Promise<void> {
  await deps.users.update(userId, { status: 'active', modified_at: now }, trx);
  await deps.tokens.expireOpen(userId, 'activation', now, trx);
  if (guestUserId) await deps.users.moveGuestData(trx, guestUserId, userId);
}
