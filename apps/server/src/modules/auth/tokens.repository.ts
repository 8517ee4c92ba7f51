import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { AccountTokensTable, Database } from '../../db/schema';

export type AccountTokenRow = Selectable<AccountTokensTable>;
export type TokenPurpose = AccountTokensTable['purpose'];
type Db = Kysely<Database> | Transaction<Database>;

/** Activation and reset tokens; rows hold the token's SHA-256, never the token. */
export function createTokensRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<AccountTokensTable>, trx: Db = db): Promise<void> {
      await trx.insertInto('account_tokens').values(row).execute();
    },
    /**
     * Marks the token used if it is unused and unexpired, in one statement, so two
     * requests with the same link cannot both succeed. Answers the row it consumed.
     */
    async consume(
      id: string,
      purpose: TokenPurpose,
      now: string,
      trx: Db = db,
    ): Promise<AccountTokenRow | undefined> {
      const result = await trx
        .updateTable('account_tokens')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return undefined;
      return trx.selectFrom('account_tokens').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /**
     * The guest named by the first open token of one purpose (issue 13 hole 3: a repeated
     * sign-up mails a new link for the first sign-up, with its guest, not the new caller's).
     */
    async findOpenGuest(userId: string, purpose: TokenPurpose, now: string, trx: Db = db) {
      const row = await trx
        .selectFrom('account_tokens')
        .select('guest_user_id')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'asc')
        .executeTakeFirst();
      return row?.guest_user_id ?? undefined;
    },
    /** Spends every open token of one purpose (a new link replaces the old ones). */
    async expireOpen(userId: string, purpose: TokenPurpose, now: string, trx: Db = db) {
      await trx
        .updateTable('account_tokens')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type TokensRepository = ReturnType<typeof createTokensRepository>;
