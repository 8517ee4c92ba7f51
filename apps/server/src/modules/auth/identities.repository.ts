import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UserIdentitiesTable } from '../../db/schema';

export type IdentityRow = Selectable<UserIdentitiesTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** Social sign-in accounts (provider + the provider's stable subject) linked to our users. */
export function createIdentitiesRepository(db: Kysely<Database>) {
  return {
    find(
      provider: IdentityRow['provider'],
      subject: string,
      trx: Db = db,
    ): Promise<IdentityRow | undefined> {
      return trx
        .selectFrom('user_identities')
        .selectAll()
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
    },
    async insert(row: Insertable<UserIdentitiesTable>, trx: Db = db): Promise<void> {
      await trx
        .insertInto('user_identities')
        .values(row)
        .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
        .execute();
    },
  };
}

export type IdentitiesRepository = ReturnType<typeof createIdentitiesRepository>;
