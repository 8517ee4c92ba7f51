import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { namedStatement, openDatabase, PIPELINE_APPLICATION_NAME } from './database';
import type { Database } from './schema';

/** PostgreSQL only: the hot statements' pipelined connection (decision 063). */
describe("the hot statements' own connection on PostgreSQL (decision 063)", () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
    database = undefined;
  });

  async function hotRead() {
    database = await createTestDatabase();
    const { db } = database.handle;
    await sql`create table hot_p (a integer primary key, b text)`.execute(db);
    await sql`insert into hot_p (a, b) values (1, 'one')`.execute(db);
    const read = namedStatement(sql<{ b: string }>`select b from hot_p where a = ${0}`.compile(db));
    return {
      db,
      read: async () => (await db.executeQuery<{ b: string }>({ ...read, parameters: [1] })).rows,
    };
  }

  const pipelinePids = async (db: Kysely<Database>) =>
    (
      await sql<{ pid: number }>`
        select pid from pg_stat_activity
        where application_name = ${PIPELINE_APPLICATION_NAME} and datname = current_database()`.execute(
        db,
      )
    ).rows.map(({ pid }) => pid);

  it('answers while every pooled connection is held by a transaction', async () => {
    const { db, read } = await hotRead();
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    // The test database's pool has 4 connections: all 4 wait in a transaction.
    const held = Array.from({ length: 4 }, () =>
      db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await gate;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answer = await Promise.race([
      read(),
      new Promise((resolve) => setTimeout(() => resolve('waited for a pooled connection'), 5000)),
    ]);
    open();
    await Promise.all(held);
    expect(answer).toEqual([{ b: 'one' }]);
  });

  it('opens another connection when the server ends it, and goes on answering', async () => {
    const { db, read } = await hotRead();
    expect(await read()).toEqual([{ b: 'one' }]);
    const [first, ...others] = await pipelinePids(db);
    expect(others).toEqual([]);
    await sql`select pg_terminate_backend(${first})`.execute(db);
    // What was in flight when it ended rejects; the next statement opens another connection.
    let answer: unknown;
    const errors: string[] = [];
    for (let attempt = 0; attempt < 5 && answer === undefined; attempt += 1) {
      answer = await read().catch((error: Error) => {
        errors.push(error.message);
        return new Promise((resolve) => setTimeout(() => resolve(undefined), 100));
      });
    }
    expect(answer).toEqual([{ b: 'one' }]);
    expect(errors.length).toBeLessThanOrEqual(1);
    const replaced = await pipelinePids(db);
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).not.toBe(first);
  });

  it('sends new statements to the pool while one waits on a lock, and answers that one after', async () => {
    const { db, read } = await hotRead();
    await sql`create table hot_q (a integer primary key)`.execute(db);
    await sql`insert into hot_q (a) values (7)`.execute(db);
    const other = namedStatement(
      sql<{ a: number }>`select a from hot_q where a = ${0}`.compile(db),
    );
    const readOther = async () =>
      (await db.executeQuery<{ a: number }>({ ...other, parameters: [7] })).rows;
    expect(await readOther()).toEqual([{ a: 7 }]);
    let unlock: () => void = () => undefined;
    const unlocked = new Promise<void>((resolve) => {
      unlock = resolve;
    });
    let locked: () => void = () => undefined;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Another server's migration, say: hot_p locked until it commits.
    const migration = db.transaction().execute(async (trx) => {
      await sql`lock table hot_p in access exclusive mode`.execute(trx);
      locked();
      await unlocked;
    });
    await isLocked;
    const waiting = read();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const answer = await Promise.race([
      readOther(),
      new Promise((resolve) => setTimeout(() => resolve('held up behind the lock'), 5000)),
    ]);
    const tookMs = performance.now() - started;
    unlock();
    await migration;
    expect(answer).toEqual([{ a: 7 }]);
    expect(tookMs).toBeLessThan(5000);
    expect(await waiting).toEqual([{ b: 'one' }]);
  });

  it('closes its connection after it was unused for a while, and opens another when asked', async () => {
    database = await createTestDatabase();
    const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(
      database.handle.db,
    );
    // The same test database, opened again with a short idle time.
    const url = Object.assign(new URL(process.env.TEST_DATABASE_URL ?? ''), {
      pathname: `/${rows[0]?.db ?? ''}`,
    });
    const handle = openDatabase({
      databaseUrl: url.toString(),
      sqliteFile: '',
      pipelineIdleMs: 200,
    });
    try {
      const read = namedStatement(sql<{ n: number }>`select ${0}::int as n`.compile(handle.db));
      const run = async () =>
        (await handle.db.executeQuery<{ n: number }>({ ...read, parameters: [5] })).rows;
      expect(await run()).toEqual([{ n: 5 }]);
      const [first] = await pipelinePids(handle.db);
      expect(first).toBeGreaterThan(0);
      await vi.waitFor(async () => expect(await pipelinePids(handle.db)).toEqual([]), {
        timeout: 5000,
        interval: 100,
      });
      expect(await run()).toEqual([{ n: 5 }]);
      const [second] = await pipelinePids(handle.db);
      expect(second).not.toBe(first);
    } finally {
      await handle.destroy();
    }
  });

  it('rejects, without waiting, when the database cannot be reached', async () => {
    const unreachable = openDatabase({
      databaseUrl: 'postgres://app@127.0.0.1:1/nowhere',
      sqliteFile: '',
    });
    const read = namedStatement(sql`select ${1} as n`.compile(unreachable.db));
    await expect(unreachable.db.executeQuery({ ...read, parameters: [1] })).rejects.toThrow(
      /ECONNREFUSED|connect/,
    );
    await unreachable.destroy();
  });
});
