import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;
type Db = Kysely<Database> | Transaction<Database>;

export function createUsersRepository(db: Kysely<Database>) {
  return {
    findById(id: string, trx: Db = db): Promise<UserRow | undefined> {
      return trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findByUsername(username: string, trx: Db = db): Promise<UserRow | undefined> {
      return trx
        .selectFrom('users')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst();
    },
    /** Inserts unless the username exists; answers whether a row was written. */
    async insertIfAbsent(row: Insertable<UsersTable>, trx: Db = db): Promise<boolean> {
      const result = await trx
        .insertInto('users')
        .values(row)
        .onConflict((oc) => oc.column('username').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
