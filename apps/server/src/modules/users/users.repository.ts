import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
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
    async insert(row: Insertable<UsersTable>, trx: Db = db): Promise<void> {
      await trx.insertInto('users').values(row).execute();
    },
    async update(id: string, patch: Updateable<UsersTable>, trx: Db = db): Promise<void> {
      await trx.updateTable('users').set(patch).where('id', '=', id).execute();
    },
    /** Deletes the user; sessions, tokens, identities and owned rows go with it (cascade). */
    async delete(id: string, trx: Db = db): Promise<void> {
      await trx.deleteFrom('users').where('id', '=', id).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
