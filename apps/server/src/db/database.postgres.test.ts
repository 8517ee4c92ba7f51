import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
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
