import { isGuestUsername } from '@vinyl/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Every table whose rows a customer owns through a `user_id` column. The guest takeover
 * moves all of them at once, so:
 *
 *   WHEN A NEW TABLE GETS AN OWNER COLUMN (vinyls, audio, files, orders, …), ADD IT HERE.
 *
 * Tables owned through a parent row (for example vinyls of an album) move with the parent
 * and need no entry. `guest-takeover.test.ts` fails when a table with a `user_id` column
 * is missing from this list or from NOT_OWNED.
 */
export const OWNED_TABLES = [
  'albums',
  'vinyls',
  'audio',
  'uploads',
  'files',
  'orders',
  'designs',
  'design_images',
] as const;

/** Tables with a `user_id` that must NOT move: they describe the user, not their work. */
export const NOT_OWNED = [
  'sessions',
  'account_tokens',
  'user_identities',
  'upload_grants',
] as const;

type OwnedTable = (typeof OWNED_TABLES)[number];

/**
 * Issue 4 item 1: a guest who signs up (at activation) or signs in to an existing account
 * brings everything they made. Runs inside the caller's transaction, so the move happens
 * together with the activation or sign-in that causes it, or not at all. Only a guest's
 * data moves, and never onto the guest itself.
 */
export async function moveGuestData(
  trx: Transaction<Database>,
  guestUserId: string,
  accountUserId: string,
): Promise<number> {
  if (guestUserId === accountUserId) return 0;
  const guest = await trx
    .selectFrom('users')
    .select('username')
    .where('id', '=', guestUserId)
    .executeTakeFirst();
  if (!guest || !isGuestUsername(guest.username)) return 0;
  let moved = 0;
  for (const table of OWNED_TABLES) {
    const result = await trx
      .updateTable(table as OwnedTable)
      .set({ user_id: accountUserId })
      .where('user_id', '=', guestUserId)
      .executeTakeFirst();
    moved += Number(result.numUpdatedRows);
  }
  return moved;
}

/** `moveGuestData` in a transaction of its own. */
export function takeOverGuest(
  db: Kysely<Database>,
  guestUserId: string,
  accountUserId: string,
): Promise<number> {
  return db.transaction().execute((trx) => moveGuestData(trx, guestUserId, accountUserId));
}
