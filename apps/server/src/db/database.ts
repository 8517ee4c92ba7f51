import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type CompiledQuery,
  type PostgresPool,
  type PostgresPoolClient,
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
  /** PostgreSQL: the most connections the pool opens (10 by default). */
  poolMax?: number;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    // An idle connection the server drops (restart, failover, admin termination) is
    // discarded by the pool and the next query reconnects; unheard, the event would
    // crash the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
    });
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

/**
 * Statements after which a remembered session read may be wrong: a write to `sessions` or
 * `users`, a commit (a transaction's writes become visible only then), a schema change.
 * Kysely quotes table names; the shop writes neither table in raw SQL.
 */
const SESSION_TABLE = /"(?:users|sessions)"|\b(?:users|sessions)\b/i;
const WRITE = /\b(?:insert|update|delete|truncate|merge|replace)\b/i;
const COMMIT_OR_SCHEMA = /^\s*(?:commit|end|create|alter|drop)\b/i;

/**
 * Whether a statement may change a session or a user, erring on the side of yes: a commit,
 * a schema change, or any statement with a writing keyword that names either table (a
 * `with … update`, `insert or replace`, a schema-qualified name, a `truncate` of several
 * tables). A read of the two tables has no writing keyword.
 */
export function mayWriteSessions(sql: string): boolean {
  return COMMIT_OR_SCHEMA.test(sql) || (WRITE.test(sql) && SESSION_TABLE.test(sql));
}

let sessionWrites = 0;

/**
 * Counts, for this whole process, the statements that may change a session or a user
 * (`mayWriteSessions`), counted before they run and again once they are done. A remembered
 * session read is used only while this count is what it was when the read began
 * (decision 047): any write to those tables through any database handle of this process
 * ends every remembered read at once.
 */
export function sessionWriteCount(): number {
  return sessionWrites;
}

function noteSessionWrite(sql: string): boolean {
  if (!mayWriteSessions(sql)) return false;
  sessionWrites += 1;
  return true;
}

/** SQL text → the name of its server-side prepared statement (PostgreSQL). */
const statementNames = new Map<string, string>();
/** Each name is a prepared statement on every pooled connection: a few hot queries only. */
const MAX_NAMED_STATEMENTS = 100;

/**
 * Marks a query built once (its SQL never changes, only its parameters) as one of the hot
 * ones: on PostgreSQL it runs as a named prepared statement, parsed and planned once per
 * connection instead of on every request (decision 043). SQLite keeps every statement
 * prepared anyway (`withStatementCache`). Returns the query as it is.
 */
export function namedStatement<T extends CompiledQuery>(query: T): T {
  if (!statementNames.has(query.sql) && statementNames.size < MAX_NAMED_STATEMENTS) {
    statementNames.set(query.sql, `vinyl_${statementNames.size + 1}`);
  }
  return query;
}

/**
 * PostgreSQL's answer when a prepared `select *` meets a table another server's migration
 * changed: "cached plan must not change result type". The statement is not prepared again
 * on that connection, so the query runs unnamed and the connection is closed when released.
 */
const CACHED_PLAN_CHANGED = '0A000';

/**
 * Runs a named statement through pg's own `Query`, made from its text with the name set
 * after: given a config object (`{ name, text, values }`), pg copies it property by property
 * (`Object.defineProperties`) on every query, a slow path in V8 (decision 062).
 */
function runPrepared(
  client: pg.PoolClient,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const query = new pg.Query(text, [...values], (error, result) =>
      error ? reject(error) : resolve(result as unknown as pg.QueryResult),
    );
    (query as { name?: string }).name = name;
    client.query(query);
  });
}

function withNamedStatements(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let stale = false;
    const query = (text: string, values: readonly unknown[]) => {
      if (noteSessionWrite(text)) {
        // Counted again once done: a read begun while it ran is not remembered.
        const after = () => noteSessionWrite(text);
        return runNamed(text, values).finally(after);
      }
      return runNamed(text, values);
    };
    const runNamed = (text: string, values: readonly unknown[]) => {
      const name = statementNames.get(text);
      if (!name) return client.query(text, [...values]);
      return runPrepared(client, name, text, values).catch((error: unknown) => {
        // Kysely extends the error's stack with its caller's (pg's own promise did it too).
        if ((error as { code?: unknown }).code !== CACHED_PLAN_CHANGED) throw error;
        stale = true;
        return client.query(text, [...values]);
      });
    };
    return {
      // Kysely calls it with a cursor too (streamed queries): passed on as it is.
      query: ((first: unknown, values?: readonly unknown[]) =>
        typeof first === 'string'
          ? query(first, values ?? [])
          : (noteSessionWrite(String((first as { text?: unknown }).text ?? '')),
            client.query(first as pg.Submittable))) as unknown as PostgresPoolClient['query'],
      release: () => {
        client.release(stale);
        stale = false;
      },
    };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
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
    let build = rowBuilder(names);
    // Rows come as arrays and are made objects here: better-sqlite3 builds each object
    // through V8's C++ API, property by property, which took 40% more CPU for the album
    // list's rows (decision 040).
    const toObject = (values: unknown[]) => {
      // SQLite prepares a statement again after a schema change (`select *` may then have
      // other columns): the names are read again too.
      if (values.length !== names.length) {
        names = columnNames();
        build = rowBuilder(names);
      }
      return build(values);
    };
    return {
      reader: statement.reader,
      all: (parameters) => {
        const rows = statement.all(...parameters) as unknown[][];
        for (let index = 0; index < rows.length; index += 1)
          (rows as unknown[])[index] = toObject(rows[index] as unknown[]);
        return rows as unknown as Record<string, unknown>[];
      },
      run: (parameters) => statement.run(...parameters),
      iterate: (parameters) => sqlite.prepare(sql).iterate(...parameters),
    };
  };
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      // Kysely prepares each statement right before running it, synchronously to its end.
      noteSessionWrite(sql);
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

/**
 * A function that makes a row object from a statement's values, written as one object
 * literal with the statement's column names: V8 then gives every row of the statement one
 * shape at once, where setting the names one by one in a loop took a quarter of the album
 * list's CPU (decision 043). A name twice in a row keeps its last value, as better-sqlite3
 * does. The names are SQLite's column names, written into the source as JSON strings.
 */
function rowBuilder(names: readonly string[]): (values: unknown[]) => Record<string, unknown> {
  const last = new Map(names.map((name, index) => [name, index]));
  // `__proto__: x` in a literal would set the prototype; as a computed key it is a column.
  const key = (name: string) =>
    name === '__proto__' ? `[${JSON.stringify(name)}]` : JSON.stringify(name);
  const fields = [...last].map(([name, index]) => `${key(name)}: v[${index}]`);
  return new Function('v', `return { ${fields.join(', ')} };`) as (
    values: unknown[],
  ) => Record<string, unknown>;
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
