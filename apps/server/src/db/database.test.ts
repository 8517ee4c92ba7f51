import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './database';

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
