import type { Kysely } from 'kysely';
import type { Database, MailOutboxTable } from '../../db/schema';

type Executor = Kysely<Database>;

export type OutboxRow = Pick<
  MailOutboxTable,
  'id' | 'kind' | 'message_id' | 'message' | 'render' | 'state' | 'attempts'
>;

const iso = (ms: number) => new Date(ms).toISOString();

/** The outbox's SQL (decision 026). Times are the wall clock's: they lease work between processes. */
export function createOutboxRepository(db: Kysely<Database>) {
  return {
    async insert(
      rows: readonly Pick<MailOutboxTable, 'id' | 'kind' | 'message_id' | 'message' | 'render'>[],
      executor: Executor = db,
    ) {
      if (rows.length === 0) return;
      const createdAt = iso(Date.now());
      await executor
        .insertInto('mail_outbox')
        .values(
          rows.map((row) => ({
            ...row,
            state: 'pending' as const,
            attempts: 0,
            created_at: createdAt,
          })),
        )
        .execute();
    },

    /** Unsent mails whose news was taken back: they never leave. */
    async remove(ids: readonly string[], executor: Executor = db) {
      if (ids.length === 0) return;
      await executor
        .deleteFrom('mail_outbox')
        .where('id', 'in', ids)
        .where('state', '=', 'pending')
        .execute();
    },

    /**
     * Takes a mail to send for `leaseMs`: a pending one, or one whose sender died (its lease
     * ran out). Of two senders at once exactly one gets it.
     */
    async claim(id: string, leaseMs: number): Promise<OutboxRow | undefined> {
      const now = Date.now();
      const taken = await db
        .updateTable('mail_outbox')
        .set((eb) => ({
          state: 'sending',
          attempts: eb('attempts', '+', 1),
          claimed_until: iso(now + leaseMs),
        }))
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb('state', '=', 'pending'),
            eb.and([eb('state', '=', 'sending'), eb('claimed_until', '<', iso(now))]),
          ]),
        )
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return undefined;
      return db
        .selectFrom('mail_outbox')
        .select(['id', 'kind', 'message_id', 'message', 'render', 'state', 'attempts'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Sent: the rendered body is dropped (links in it carry tokens). */
    async markSent(id: string) {
      await db
        .updateTable('mail_outbox')
        .set({
          state: 'sent',
          sent_at: iso(Date.now()),
          claimed_until: null,
          message: null,
          last_error: null,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Not sent this time: pending again for the job's retry. */
    async release(id: string, error: string) {
      await db
        .updateTable('mail_outbox')
        .set({ state: 'pending', claimed_until: null, last_error: error })
        .where('id', '=', id)
        .where('state', '=', 'sending')
        .execute();
    },

    /** Nothing to send any more (what it told is gone) or out of retries. */
    async markDead(id: string, error: string) {
      await db
        .updateTable('mail_outbox')
        .set({ state: 'dead', claimed_until: null, message: null, last_error: error })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Mails never tried `olderThanMs` after they were written: their job was never sent (a
     * crash after the commit). Tried ones are their job's: it retries or dead-letters them.
     */
    async listStale(olderThanMs: number, limit = 500): Promise<string[]> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('state', '=', 'pending')
        .where('attempts', '=', 0)
        .where('created_at', '<', iso(Date.now() - olderThanMs))
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
