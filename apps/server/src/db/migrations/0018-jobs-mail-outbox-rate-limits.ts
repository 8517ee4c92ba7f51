import type { Kysely } from 'kysely';

/**
 * Issue 20, items 2 and 3 (decision 026):
 *
 * - `jobs`: the in-process job queue of the SQLite engine (on PostgreSQL pg-boss keeps its
 *   own schema): a job is a row from the moment it is sent, so a crash between the commit
 *   that sent it and its run still finds it at the next start.
 * - `mail_outbox`: every mail the shop sends, written in the transaction of what it tells
 *   (an order, a sign-up), then sent by the `mail-send` job; `message_id` is the mail's
 *   Message-ID header, one per row, so a resend after a crash is recognisable as the same mail.
 * - `rate_limits`: @fastify/rate-limit's counters, shared by every server of one shop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    // queued | active | done | dead
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('run_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_at']).execute();
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('message_id', 'text', (col) => col.notNull().unique())
    // A mail written whole (account mails), or what renders it when it leaves (order mails).
    .addColumn('message', 'text')
    .addColumn('render', 'text')
    // pending | sending | sent | dead
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('mail_outbox_state')
    .on('mail_outbox')
    .columns(['state', 'created_at'])
    .execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('jobs').execute();
}
