import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable } from '../../db/schema';

export type SessionRow = Selectable<SessionsTable>;

export function createSessionsRepository(db: Kysely<Database>) {
  // Every signed-in request reads its session: the statement is built once and run with
  // the id as its one parameter (decision 025), not put together again per request.
  const byId = db.selectFrom('sessions').selectAll().where('id', '=', '').compile();
  return {
    async findById(id: string): Promise<SessionRow | undefined> {
      const { rows } = await db.executeQuery<SessionRow>({ ...byId, parameters: [id] });
      return rows[0];
    },
    async insert(row: Insertable<SessionsTable>): Promise<void> {
      await db.insertInto('sessions').values(row).execute();
    },
    async touch(id: string, lastSeenAt: string, expiresAt: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
        .where('id', '=', id)
        .execute();
    },
    async delete(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },
    /** Ends every session of a user (password reset, password change, deletion). */
    async deleteByUser(userId: string): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },
    async deleteExpired(now: string): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
