import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise SQLite in `sqliteFile`. */
  databaseUrl?: string | undefined;
  sqliteFile: string;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, admin termination) is
    // discarded by the pool and the next query reconnects; unheard, the event would
    // crash the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const database = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

const SCHEMA_CHANGE = /^\s*(?:create|alter|drop)\s/i;

/** Distinct statements kept prepared; a query with a long `in (…)` list is one of its own. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely asks better-sqlite3 to prepare every query again; preparing was a fifth of the
 * time of a request in the CPU profile (decision 025). Statements are kept by their SQL
 * text, the oldest dropped past the cache's size. better-sqlite3 runs a statement
 * synchronously to its end, so one statement serves every request; only `iterate` (a
 * stream, which stays open across awaits) gets a statement of its own.
 */
export function withStatementCache(
  sqlite: SQLite.Database,
  size = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  const prepare = (sql: string): SqliteStatement => {
    const statement = sqlite.prepare(sql);
    if (statement.reader) statement.raw(true);
    const columnNames = () => (statement.reader ? statement.columns().map(({ name }) => name) : []);
    let names = columnNames();
    // Rows come as arrays and are made objects here: better-sqlite3 builds each object
    // through V8's C++ API, property by property, which took 40% more CPU for the album
    // list's rows (decision 040). A name twice in a row keeps its last value, as there.
    const toObject = (values: unknown[]) => {
      // SQLite prepares a statement again after a schema change (`select *` may then have
      // other columns): the names are read again too.
      if (values.length !== names.length) names = columnNames();
      const row: Record<string, unknown> = {};
      names.forEach((name, index) => {
        row[name] = values[index];
      });
      return row;
    };
    return {
      reader: statement.reader,
      all: (parameters) => (statement.all(...parameters) as unknown[][]).map(toObject),
      run: (parameters) => statement.run(...parameters),
      iterate: (parameters) => sqlite.prepare(sql).iterate(...parameters),
    };
  };
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      // A schema change (a migration) may rename columns: statements prepared before it are
      // prepared again, with their column names.
      if (SCHEMA_CHANGE.test(sql)) cache.clear();
      let statement = cache.get(sql);
      if (!statement) {
        statement = prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Brings the schema to the latest migration; throws with the failing one's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`);
  }
}
