import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { namedStatement, withStatementCache } from './database';

interface Tables {
  t: { a: string; b: number };
}

describe('the SQLite statement cache (decisions 025, 040)', () => {
  it('answers rows by column name, also after the schema changed under a kept statement', async () => {
    const sqlite = new SQLite(':memory:');
    const db = new Kysely<Tables>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    const all = async () => (await sql`select * from t order by b`.execute(db)).rows;
    await sql`create table t (a text, b integer)`.execute(db);
    await db
      .insertInto('t')
      .values([
        { a: 'x', b: 1 },
        { a: 'y', b: 2 },
      ])
      .execute();
    expect(await all()).toEqual([
      { a: 'x', b: 1 },
      { a: 'y', b: 2 },
    ]);
    // Through the cache (a migration): the kept statements are dropped.
    await sql`alter table t rename column a to c`.execute(db);
    expect(await all()).toEqual([
      { c: 'x', b: 1 },
      { c: 'y', b: 2 },
    ]);
    // Behind its back: SQLite prepares the kept `select *` again, with one more column.
    sqlite.exec('alter table t add column d text');
    expect(await all()).toEqual([
      { c: 'x', b: 1, d: null },
      { c: 'y', b: 2, d: null },
    ]);
    await db.destroy();
  });
});

describe("rows made from a statement's column names (decision 043)", () => {
  it('keeps the last of two equal names, and a column named __proto__ as a column', async () => {
    const sqlite = new SQLite(':memory:');
    const db = new Kysely<Tables>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    await sql`create table t (a text, b integer, "__proto__" text, "we""ird" text)`.execute(db);
    await sql`insert into t values ('x', 1, 'p', 'w')`.execute(db);
    const { rows } = await sql<Record<string, unknown>>`
      select a, b as a, "__proto__", "we""ird" from t`.execute(db);
    const [row] = rows;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.entries(row ?? {})).toEqual([
      ['a', 1],
      ['__proto__', 'p'],
      ['we"ird', 'w'],
    ]);
    await db.destroy();
  });
});

describe('hot queries as named prepared statements (decision 043)', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
    database = undefined;
  });

  it('answers the same rows on every connection, also after a migration elsewhere changed the table', async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    await sql`create table named_t (a text, b integer)`.execute(db);
    await sql`insert into named_t (a, b) values ('x', 1), ('y', 2)`.execute(db);
    const query = namedStatement(
      sql<Record<string, unknown>>`
      select * from named_t where b >= ${0} order by b`.compile(db),
    );
    const run = async (min: number) =>
      (await db.executeQuery<Record<string, unknown>>({ ...query, parameters: [min] })).rows;
    // Side by side: several pooled connections prepare it.
    const first = await Promise.all([1, 1, 1, 2].map(run));
    expect(first).toEqual([
      [
        { a: 'x', b: 1 },
        { a: 'y', b: 2 },
      ],
      [
        { a: 'x', b: 1 },
        { a: 'y', b: 2 },
      ],
      [
        { a: 'x', b: 1 },
        { a: 'y', b: 2 },
      ],
      [{ a: 'y', b: 2 }],
    ]);
    // Another server's migration, on a connection of its own.
    const other = database.reopen();
    await sql`alter table named_t add column c text`.execute(other.db);
    await other.destroy();
    const after = await Promise.all([1, 1, 1, 2].map(run));
    expect(after).toEqual([
      [
        { a: 'x', b: 1, c: null },
        { a: 'y', b: 2, c: null },
      ],
      [
        { a: 'x', b: 1, c: null },
        { a: 'y', b: 2, c: null },
      ],
      [
        { a: 'x', b: 1, c: null },
        { a: 'y', b: 2, c: null },
      ],
      [{ a: 'y', b: 2, c: null }],
    ]);
    expect(await run(2)).toEqual([{ a: 'y', b: 2, c: null }]);
  });
});

describe('a named statement that fails (decision 062)', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
    database = undefined;
  });

  it('rejects with the database error, its stack leading back to the caller, and the pool goes on', async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    await sql`create table failing_t (a integer primary key)`.execute(db);
    const insert = namedStatement(sql`insert into failing_t (a) values (${0})`.compile(db));
    const callerOfTheInsert = async () => {
      await db.executeQuery({ ...insert, parameters: [1] });
    };
    await callerOfTheInsert();
    const error = await callerOfTheInsert().then(
      () => undefined,
      (caught: unknown) => caught as Error,
    );
    expect(error?.message).toMatch(/unique|primary key/i);
    expect(error?.stack).toContain('callerOfTheInsert');
    // The pool goes on.
    await callerOfTheInsert().catch(() => undefined);
    expect((await sql<{ n: number }>`select 1 as n`.execute(db)).rows).toEqual([{ n: 1 }]);
  });
});

describe('hot statements beside transactions (decision 063)', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
    database = undefined;
  });

  async function hotTable() {
    database = await createTestDatabase();
    const { db } = database.handle;
    await sql`create table hot_t (a integer primary key, b text)`.execute(db);
    await sql`insert into hot_t (a, b) values (1, 'one'), (2, 'two'), (3, 'three')`.execute(db);
    const read = namedStatement(sql<{ b: string }>`select b from hot_t where a = ${0}`.compile(db));
    const insert = namedStatement(sql`insert into hot_t (a, b) values (${0}, ${''})`.compile(db));
    return {
      db,
      read: async (a: number, executor: Kysely<never> = db as never) =>
        (await executor.executeQuery<{ b: string }>({ ...read, parameters: [a] })).rows,
      insert: (a: number, b: string, executor: Kysely<never> = db as never) =>
        executor.executeQuery({ ...insert, parameters: [a, b] }),
    };
  }

  it('answers each of many sent at once with its own rows', async () => {
    const { read } = await hotTable();
    const keys = Array.from({ length: 40 }, (_, n) => (n % 4) + 1);
    const answers = await Promise.all(keys.map((a) => read(a)));
    expect(answers).toEqual(
      keys.map((a) => (a === 4 ? [] : [{ b: ['one', 'two', 'three'][a - 1] }])),
    );
  });

  it('fails alone: the others sent with a failing one are answered', async () => {
    const { read, insert } = await hotTable();
    const results = await Promise.allSettled([
      read(1),
      insert(1, 'again'), // the key is taken
      read(2),
      insert(9, 'nine'),
      read(9),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect((results[1] as PromiseRejectedResult).reason.message).toMatch(/unique|primary key/i);
    expect(await read(2)).toEqual([{ b: 'two' }]);
    expect(await read(9)).toEqual([{ b: 'nine' }]);
  });

  it("inside a transaction sees the transaction's own writes, and a rollback undoes a hot write", async () => {
    const { db, read, insert } = await hotTable();
    const seenInside = await db.transaction().execute(async (trx) => {
      await sql`update hot_t set b = 'uno' where a = 1`.execute(trx);
      await insert(5, 'five', trx as never);
      return [await read(1, trx as never), await read(5, trx as never)];
    });
    expect(seenInside).toEqual([[{ b: 'uno' }], [{ b: 'five' }]]);
    expect(await read(1)).toEqual([{ b: 'uno' }]);
    await expect(
      db.transaction().execute(async (trx) => {
        await insert(6, 'six', trx as never);
        expect(await read(6, trx as never)).toEqual([{ b: 'six' }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await read(6)).toEqual([]);
  });
});
