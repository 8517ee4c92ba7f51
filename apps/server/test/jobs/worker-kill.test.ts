import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { buildOrderCustomer, createOrderableAlbum } from '../factories';
import { bundleServer, createServerData, startBundled } from '../support/server-process';
import { TestClient } from '../support/test-app';
import { testDialect } from '../support/test-database';

interface Sink {
  url: string;
  /** Messages the sink answered 250 to: delivered. */
  accepted: string[];
  /** Messages whose data arrived and were never answered (the first one). */
  held: string[];
  close(): Promise<void>;
}

/** A real SMTP server that never answers the first message's data: the sender hangs in it. */
async function startHoldingSink(): Promise<Sink> {
  const accepted: string[] = [];
  const held: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (held.length === 0) {
          held.push(raw); // no answer: the sender waits until it dies
          return;
        }
        accepted.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const messageIdOf = (raw: string) => /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim();

/**
 * Issue 20: a worker killed with SIGKILL in the middle of sending a mail. The web process
 * (JOBS=off) wrote the mail with the order; the first worker hangs in the SMTP
 * conversation and is killed; a second worker retries the job and the mail is delivered
 * once, with the Message-ID the outbox gave it.
 */
describe(`a worker killed during a mail job on ${testDialect}`, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it('retries the job in another worker and the mail is sent once', async () => {
    const bundle = await bundleServer('worker');
    cleanups.push(() => bundle.remove());
    const data = await createServerData();
    cleanups.push(() => data.cleanup());
    const sink = await startHoldingSink();
    cleanups.push(() => sink.close());
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: data.dataDir,
      ...(data.databaseUrl && { DATABASE_URL: data.databaseUrl }),
      WEB_DIST_DIR: path.join(data.dataDir, 'no-web-build'),
      PUBLIC_ORIGIN: 'https://shop.example',
      SMTP_URL: sink.url,
      BOT_CHECK: 'off',
      MAIL_SEND_TIMEOUT_SECONDS: '3',
      MAIL_RETRY_SECONDS: '1',
      JOBS_SUPERVISE_SECONDS: '1',
      JOBS_POLL_SECONDS: '0.5',
    };
    // The web process: places the order, sends jobs, works none.
    const web: FastifyInstance = await buildApp({
      config: loadConfig({ ...env, JOBS: 'off', LOG_LEVEL: 'silent' }),
      database: data.handle,
      logger: false,
    });
    await web.ready();
    cleanups.push(() => web.close());
    const client = new TestClient(web);
    await client.loginAsGuest();
    const album = await createOrderableAlbum(data.handle.db, client, 1);
    const placed = await client.post('/api/checkout', {
      products: [{ variant_id: 1, quantity: 1, album_id: album.id }],
      note_attributes: [],
      customer: buildOrderCustomer({ email: 'gina@example.com' }),
    });
    expect(placed.statusCode, placed.body).toBe(201);

    let logs = '';
    const step = (what: string, check: () => boolean | Promise<boolean>) =>
      until(what, check, 90_000).catch(async (error: unknown) => {
        const jobs = data.databaseUrl
          ? await sql`select name, state, retry_count, started_on, expire_in, start_after, now() from pgboss.job`.execute(
              data.handle.db,
            )
          : await sql`select * from jobs`.execute(data.handle.db);
        throw new Error(
          `${String(error)}\njobs: ${JSON.stringify(jobs.rows)}\nworker log:\n${logs}`,
        );
      });
    const startWorker = () => {
      const worker = startBundled(bundle.entry, env, (text) => {
        logs += text;
      });
      cleanups.push(() => worker.stop());
      return worker;
    };
    const outboxRow = () =>
      data.handle.db
        .selectFrom('mail_outbox')
        .select(['state', 'attempts', 'message_id'])
        .executeTakeFirstOrThrow();

    const first = startWorker();
    await step('the first worker to hang in the SMTP conversation', () => sink.held.length === 1);
    expect(await outboxRow()).toMatchObject({ state: 'sending', attempts: 1 });
    first.child.kill('SIGKILL');
    await first.exited;
    expect(sink.accepted).toHaveLength(0);

    startWorker();
    await step('the mail to be delivered', () => sink.accepted.length === 1);
    await step('the outbox to record it', async () => (await outboxRow()).state === 'sent');
    // Nothing else arrives: one mail, the same Message-ID as the attempt that was cut off.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(sink.accepted).toHaveLength(1);
    const row = await outboxRow();
    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
    expect(messageIdOf(sink.accepted[0] ?? '')).toBe(row.message_id);
    expect(messageIdOf(sink.held[0] ?? '')).toBe(row.message_id);
    expect(sink.accepted[0]).toContain('gina@example.com');
  }, 300_000);
});
