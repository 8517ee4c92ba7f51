import type { Insertable, Kysely, Selectable } from 'kysely';
import { namedStatement } from '../../db/database';
import type { Database, SessionsTable } from '../../db/schema';
import type { UserRow } from '../users';

export type SessionRow = Selectable<SessionsTable>;

/** A session with its user, as every signed-in request needs them. */
export interface SessionWithUser {
  session: Pick<SessionRow, 'id' | 'expires_at' | 'last_seen_at'>;
  user: UserRow;
}

type SessionUserRow = UserRow & { session_expires_at: string; session_seen_at: string };

export function createSessionsRepository(db: Kysely<Database>) {
  // Every signed-in request reads its session and its user: one statement, built once and
  // run with the id as its one parameter (decisions 025, 040), where there were two queries
  // (two round trips on PostgreSQL). The one read of the users table outside the users
  // module, for its whole row: what users.findById answers. On PostgreSQL a named prepared
  // statement, parsed once per connection (decision 043).
  const withUser = namedStatement(
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select([
        'sessions.expires_at as session_expires_at',
        'sessions.last_seen_at as session_seen_at',
      ])
      .where('sessions.id', '=', '')
      .compile(),
  );
  return {
    /** The session and its user's row; undefined when either is gone. */
    async findWithUser(id: string): Promise<SessionWithUser | undefined> {
      const { rows } = await db.executeQuery<SessionUserRow>({ ...withUser, parameters: [id] });
      const row = rows[0];
      if (!row) return undefined;
      const { session_expires_at, session_seen_at, ...user } = row;
      return {
        session: { id, expires_at: session_expires_at, last_seen_at: session_seen_at },
        user,
      };
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
