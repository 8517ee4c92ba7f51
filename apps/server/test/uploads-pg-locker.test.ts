import { ERRORS } from '@tus/server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgAdvisoryLocker } from '../src/modules/uploads/pg-advisory-locker';
import { ownPostgres, type TestPostgres } from './support/own-postgres';

/**
 * Issue 20 item 3: the tus lock of an upload held across server processes. Two lockers on
 * their own pools stand for two servers on one PostgreSQL database (on the SQLite run this
 * file starts a PostgreSQL of its own: the locker exists only for PostgreSQL).
 */
describe('the tus upload lock across processes (PostgreSQL advisory locks)', () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    const made = await ownPostgres();
    if (!made) throw new Error('PostgreSQL is needed (TEST_DATABASE_URL, or initdb and pg_ctl)');
    postgres = made;
  }, 60_000);
  afterAll(() => postgres?.drop());

  const pair = (acquireTimeoutMs = 5_000) => [
    createPgAdvisoryLocker({ connectionString: postgres.url, acquireTimeoutMs }),
    createPgAdvisoryLocker({ connectionString: postgres.url, acquireTimeoutMs }),
  ];

  it('asks the holder on the other server to let go, then takes the lock', async () => {
    const [serverA, serverB] = pair();
    try {
      const held = serverA!.newLock('upload-1');
      let asked = 0;
      await held.lock(new AbortController().signal, async () => {
        asked += 1;
        await held.unlock();
      });
      const wanted = serverB!.newLock('upload-1');
      await wanted.lock(new AbortController().signal, () => undefined);
      expect(asked).toBe(1);
      // Another upload's lock is independent.
      const other = serverA!.newLock('upload-2');
      await other.lock(new AbortController().signal, () => undefined);
      await other.unlock();
      await wanted.unlock();
    } finally {
      await serverA!.close();
      await serverB!.close();
    }
  });

  it('leaves nothing behind on a connection after a lock ends (the pool lends it again)', async () => {
    const [server] = pair();
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      // More chunks of one upload than a connection may carry listeners by default (10).
      for (let chunk = 0; chunk < 25; chunk++) {
        const lock = server!.newLock('upload-many-chunks');
        await lock.lock(new AbortController().signal, () => undefined);
        await lock.unlock();
      }
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
      await server!.close();
    }
  });

  it('times out while the holder does not let go', async () => {
    const [serverA, serverB] = pair(800);
    try {
      const held = serverA!.newLock('upload-3');
      await held.lock(new AbortController().signal, () => undefined);
      const started = Date.now();
      await expect(
        serverB!.newLock('upload-3').lock(new AbortController().signal, () => undefined),
      ).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
      expect(Date.now() - started).toBeGreaterThanOrEqual(700);
      await held.unlock();
      // Released, the lock is free for the other server at once.
      const next = serverB!.newLock('upload-3');
      await next.lock(new AbortController().signal, () => undefined);
      await next.unlock();
    } finally {
      await serverA!.close();
      await serverB!.close();
    }
  });

  it('frees the lock of a server whose connection died', async () => {
    const [serverA, serverB] = pair();
    try {
      await serverA!.newLock('upload-4').lock(new AbortController().signal, () => undefined);
      // The holding server dies: PostgreSQL ends its sessions, and their locks with them.
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and pid <> pg_backend_pid()`,
      );
      await admin.end();
      const next = serverB!.newLock('upload-4');
      await next.lock(new AbortController().signal, () => undefined);
      await next.unlock();
    } finally {
      await serverA!.close().catch(() => undefined);
      await serverB!.close();
    }
  });
});
