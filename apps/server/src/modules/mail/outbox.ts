import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../jobs';
import { maskAddress, type Mailer, type MailMessage } from './mailer';
import { createOutboxRepository } from './outbox.repository';

/** A mail for the outbox: written whole, or named by what renders it as it is written. */
export type OutboxMail =
  | { kind: string; message: MailMessage }
  | { kind: string; render: { with: string; params: Record<string, unknown> } };

/**
 * Renders a mail from what it tells, read through `executor`: the transaction that writes
 * the mail (an order's mails name the order, as that transaction leaves it). `null` when
 * there is nothing to tell (no plant address, the order is gone): no mail is written.
 */
export type OutboxRenderer = (
  params: Record<string, unknown>,
  executor: Kysely<Database>,
) => Promise<MailMessage | null>;

const SEND_JOB = 'mail-send';
const SWEEP_JOB = 'mail-outbox-sweep';
/** A mail not tried this long after its commit lost its job to a crash: the sweep sends it. */
const STALE_MS = 60_000;
const RETRIES = 6;

/**
 * The mail outbox (issue 20, decision 026): a mail is a row written in the transaction of
 * what it tells, sent by the `mail-send` job. A crash can delay a mail, never lose it: the
 * row outlives the process, the job is retried, and the sweep sends a job for rows whose
 * job was never sent. A row is claimed before it is sent and marked sent after, so two
 * workers never send it both; a worker killed between the SMTP server's answer and the
 * mark sends it again with the same Message-ID (at least once, recognisably one mail).
 */
export function createMailOutbox(deps: {
  db: Kysely<Database>;
  mailer: Pick<Mailer, 'send'>;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** One attempt's limit (MAIL_SEND_TIMEOUT_SECONDS); also the claim's lease. */
  timeoutMs: number;
  /** The first retry's wait (MAIL_RETRY_SECONDS), doubled at each next one. */
  retryMs: number;
  /** The domain of the Message-IDs (the shop's host). */
  domain: string;
}) {
  const { db, mailer, jobs, log, timeoutMs, retryMs, domain } = deps;
  const repository = createOutboxRepository(db);
  const renderers = new Map<string, OutboxRenderer>();

  async function deliver(id: string, attempt: number) {
    const row = await repository.claim(id, timeoutMs);
    if (!row) return; // sent already, or another worker holds it
    try {
      // Exactly the mail rendered with what it tells (decision 032). A row written before
      // mails were rendered at write time has only its renderer's name: rendered now.
      const message = row.message
        ? (JSON.parse(row.message) as MailMessage)
        : await render(row.render ?? '{}', db);
      if (!message?.to) {
        await repository.markDead(id, 'nothing to send: what the mail told is gone');
        return;
      }
      await mailer.send({ ...message, messageId: row.message_id });
      await repository.markSent(id);
      log.info({ kind: row.kind, to: maskAddress(message.to), outbox: id }, 'outbox mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt > RETRIES) await repository.markDead(id, reason);
      else await repository.release(id, reason);
      throw error;
    }
  }

  async function render(spec: string, executor: Kysely<Database>) {
    const { with: name, params } = JSON.parse(spec) as OutboxRenderSpec;
    const renderer = renderers.get(name);
    if (!renderer) throw new Error(`no mail renderer ${name}`);
    return renderer(params, executor);
  }

  jobs.define<{ id: string }>(SEND_JOB, ({ id }, { attempt }) => deliver(id, attempt), {
    concurrency: 2,
    retries: RETRIES,
    backoffMs: retryMs,
    timeoutMs,
  });
  jobs.define(
    SWEEP_JOB,
    async () => {
      for (const id of await repository.listStale(STALE_MS)) await jobs.send(SEND_JOB, { id });
    },
    { retries: 0, timeoutMs: 60_000 },
  );
  jobs.every(SWEEP_JOB, STALE_MS);

  return {
    /** An area whose mails are rendered from its rows (orders) names its renderer once. */
    registerRenderer(name: string, renderer: OutboxRenderer) {
      renderers.set(name, renderer);
    },
    /**
     * Writes `mails` with the caller's transaction, rendered now (issue 20, decision 032):
     * a mail says what was true when it was written, however late it leaves. With
     * `send: 'now'` their jobs go in the same transaction; with `send: 'later'` the caller
     * calls `dispatch` once what the mail points to is in place (a checkout's payment page),
     * or `discard` when it was taken back; a crash in between is the sweep's.
     */
    async add(
      mails: readonly OutboxMail[],
      trx: Transaction<Database> | undefined,
      send: 'now' | 'later' = 'now',
    ): Promise<string[]> {
      const rows = [];
      for (const mail of mails) {
        const message =
          'message' in mail ? mail.message : await render(JSON.stringify(mail.render), trx ?? db);
        if (!message) continue;
        rows.push({
          id: randomUUID(),
          kind: mail.kind,
          message_id: `<${randomUUID()}@${domain}>`,
          message: JSON.stringify(message),
          render: null,
        });
      }
      await repository.insert(rows, trx);
      const ids = rows.map((row) => row.id);
      if (send === 'now') for (const id of ids) await jobs.send(SEND_JOB, { id }, { trx });
      return ids;
    },
    /** Mails written with `send: 'later'` whose news was taken back (a refused payment). */
    async discard(ids: readonly string[], trx: Transaction<Database>) {
      await repository.remove(ids, trx);
    },
    /** Sends the jobs of mails written with `send: 'later'`; a failure is left to the sweep. */
    async dispatch(ids: readonly string[]) {
      for (const id of ids) {
        await jobs
          .send(SEND_JOB, { id })
          .catch((error: unknown) => log.error({ err: error, outbox: id }, 'mail job not sent'));
      }
    },
  };
}

interface OutboxRenderSpec {
  with: string;
  params: Record<string, unknown>;
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
export const MAIL_SEND_JOB = SEND_JOB;
