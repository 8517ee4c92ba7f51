import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { buildOrderCustomer, createOrderableAlbum } from './factories';
import { waitForOutbox } from './support/outbox';
import { createServerData } from './support/server-process';
import { startSmtpSink } from './support/smtp-sink';
import { TestClient } from './support/test-app';
import { testDialect } from './support/test-database';

/**
 * Issue 20: an order's mail is written with the order, so a crash after the commit delays
 * it and never loses it. The web process (JOBS=off) places the order and "crashes" before
 * the mail's job is sent (the job is deleted); a worker's sweep finds the mail a minute
 * later and it reaches the SMTP server once.
 */
describe(`the mail outbox on ${testDialect}`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it('sends a mail whose job a crash lost, once', async () => {
    const data = await createServerData();
    cleanups.push(() => data.cleanup());
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: data.dataDir,
      ...(data.databaseUrl && { DATABASE_URL: data.databaseUrl }),
      WEB_DIST_DIR: path.join(data.dataDir, 'no-web-build'),
      PUBLIC_ORIGIN: 'https://shop.example',
      SMTP_URL: sink.url,
      PLANT_EMAIL: 'plant@press.example',
      BOT_CHECK: 'off',
      LOG_LEVEL: 'silent',
      JOBS_POLL_SECONDS: '0.5',
    };
    const start = async (jobs: 'on' | 'off'): Promise<FastifyInstance> => {
      const app = await buildApp({ config: loadConfig({ ...env, JOBS: jobs }), logger: false });
      await app.ready();
      cleanups.push(() => app.close());
      return app;
    };
    const web = await start('off');
    const client = new TestClient(web);
    await client.loginAsGuest();
    const album = await createOrderableAlbum(data.handle.db, client, 1);
    const placed = await client.post('/api/checkout', {
      products: [{ variant_id: 1, quantity: 1, album_id: album.id }],
      note_attributes: [],
      customer: buildOrderCustomer({ email: 'hana@example.com' }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { db } = data.handle;
    // The buyer's mail and the plant's copy were committed with the order…
    const rows = await db.selectFrom('mail_outbox').select(['kind', 'state']).execute();
    expect(rows.map((row) => row.kind).sort()).toEqual([
      'order-placed-customer',
      'order-placed-plant',
    ]);
    expect(rows.every((row) => row.state === 'pending')).toBe(true);
    // …and the process died before their jobs left: nothing will send them but the sweep.
    if (data.databaseUrl) await sql`delete from pgboss.job where name = 'mail-send'`.execute(db);
    else await db.deleteFrom('jobs').where('name', '=', 'mail-send').execute();
    await db
      .updateTable('mail_outbox')
      .set({ created_at: new Date(Date.now() - 2 * 60_000).toISOString() })
      .execute();

    // A worker starts; its sweep (every minute) runs now.
    const worker = await start('on');
    await worker.jobs.queue.send('mail-outbox-sweep', {});
    expect(await waitForOutbox(db, 30_000)).toEqual({ sent: 2 });
    expect(sink.received.filter((mail) => mail.to.includes('hana@example.com'))).toHaveLength(1);
    expect(sink.received.filter((mail) => mail.to.includes('plant@press.example'))).toHaveLength(1);
    // A second sweep finds nothing to send.
    await worker.jobs.queue.send('mail-outbox-sweep', {});
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(sink.received).toHaveLength(2);
  }, 90_000);
});
