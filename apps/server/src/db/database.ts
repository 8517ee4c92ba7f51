import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
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
  /** PostgreSQL: how long the hot statements' connection stays open unused (10 s). */
  pipelineIdleMs?: number;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    // An idle connection the server drops (restart, failover, admin termination) is
    // discarded by the pool and the next query reconnects; unheard, the event would
    // crash the process.
    pool.on('error', () => undefined);
    const pipeline = createPipeline(options.databaseUrl, options.pipelineIdleMs);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: withNamedStatements(pool, pipeline) }),
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

/**
 * `mayWriteSessions` of each statement text seen lately: its regular expressions read the
 * whole text, which for the album list's is a kilobyte (decision 065), on every run.
 */
const writesSessionsBySql = new Map<string, boolean>();
const WRITES_SESSIONS_MEMO_SIZE = 1000;

function noteSessionWrite(sql: string): boolean {
  let writes = writesSessionsBySql.get(sql);
  if (writes === undefined) {
    writes = mayWriteSessions(sql);
    if (writesSessionsBySql.size >= WRITES_SESSIONS_MEMO_SIZE) writesSessionsBySql.clear();
    writesSessionsBySql.set(sql, writes);
  }
  if (writes) sessionWrites += 1;
  return writes;
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
const planChanged = (error: unknown) => (error as { code?: unknown }).code === CACHED_PLAN_CHANGED;

/**
 * Runs a named statement through pg's own `Query`, made from its text with the name set
 * after: given a config object (`{ name, text, values }`), pg copies it property by property
 * (`Object.defineProperties`) on every query, a slow path in V8 (decision 062).
 */
function runPrepared(
  client: pg.ClientBase,
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

/** How the hot statements' connection shows in `pg_stat_activity`, unless the URL names one. */
export const PIPELINE_APPLICATION_NAME = 'vinyl-shop hot statements';
/**
 * A pipelined connection that has answered nothing for this long is stalled (a statement
 * waiting on a lock, a lost network): statements go to the pool meanwhile.
 */
const PIPELINE_STALL_MS = 100;
/** Closed after this long unused, as the pool closes its idle connections (pg's default). */
const PIPELINE_IDLE_MS = 10_000;

interface Pipeline {
  /**
   * Runs a named statement on the pipelined connection, rejecting as the statement does;
   * undefined when that connection is stalled, for the caller to use the pool.
   */
  run(name: string, text: string, values: readonly unknown[]): Promise<pg.QueryResult> | undefined;
  end(): Promise<void>;
}

/**
 * The hot statements (`namedStatement`) run outside transactions on a connection of their
 * own in pg's pipeline mode (decision 063): each is written at once, behind those still
 * being answered, instead of each request checking a pooled connection out for one round
 * trip. Requests that arrive together then share the socket's writes and reads. pg still
 * ends each statement with its own Sync, so each is its own transaction and a failing one
 * fails alone.
 *
 * - One statement waiting (on a lock, say) holds up those behind it: when the connection has
 *   answered nothing for `PIPELINE_STALL_MS`, new statements go to the pool until it does.
 * - A connection that fails or closes is dropped (its statements in flight reject, as on a
 *   pooled one) and the next statement opens another; one unused for `PIPELINE_IDLE_MS` is
 *   closed, so that no idle connection outlives a network that forgets it.
 * - One whose prepared statement no longer fits its table (`CACHED_PLAN_CHANGED`, another
 *   server's migration) takes no more statements and is closed once those in flight are
 *   answered.
 */
function createPipeline(connectionString: string, idleMs = PIPELINE_IDLE_MS): Pipeline {
  interface Line {
    client: pg.Client;
    /** Settles when the connection is made; a failure rejects the statements waiting. */
    ready: Promise<unknown>;
    connected: boolean;
    inFlight: number;
    /** When it last answered a statement, or was sent one with none in flight. */
    progressAt: number;
    usedAt: number;
    corked: boolean;
    idleCheck: NodeJS.Timeout;
  }
  let current: Line | undefined;
  const open = new Set<Line>();
  let ended = false;
  const close = (line: Line) => {
    if (current === line) current = undefined;
    clearInterval(line.idleCheck);
    if (open.delete(line)) void line.client.end().catch(() => undefined);
  };
  const connect = (): Line => {
    const client = new pg.Client({
      connectionString,
      pipeline: true,
      application_name: PIPELINE_APPLICATION_NAME,
    } as pg.ClientConfig);
    const now = performance.now();
    const line: Line = {
      client,
      ready: client.connect(),
      connected: false,
      inFlight: 0,
      progressAt: now,
      usedAt: now,
      corked: false,
      idleCheck: setInterval(() => {
        if (line.inFlight === 0 && performance.now() - line.usedAt >= idleMs) close(line);
      }, idleMs / 2).unref(),
    };
    line.ready.then(
      () => {
        line.connected = true;
      },
      () => close(line),
    );
    // Its statements in flight reject with the error; the next statement opens another.
    client.on('error', () => close(line));
    client.on('end', () => close(line));
    open.add(line);
    return line;
  };
  // The statements sent in one turn of the event loop leave in one write: the socket is
  // corked at the first and uncorked after the turn's callbacks (pg corks each statement's
  // messages too; Node writes once the outermost cork is undone).
  const holdWrites = (line: Line) => {
    if (line.corked) return;
    const { stream } = (line.client as unknown as { connection: { stream: Writable } }).connection;
    line.corked = true;
    stream.cork();
    setImmediate(() => {
      line.corked = false;
      stream.uncork();
    });
  };
  const send = async (line: Line, name: string, text: string, values: readonly unknown[]) => {
    try {
      if (!line.connected) await line.ready;
      holdWrites(line);
      return await runPrepared(line.client, name, text, values);
    } catch (error) {
      // Taken out of use at once; closed below when what was sent on it is answered.
      if (planChanged(error) && current === line) current = undefined;
      throw error;
    } finally {
      line.inFlight -= 1;
      line.progressAt = performance.now();
      if (current !== line && line.inFlight === 0) close(line);
    }
  };
  return {
    run(name, text, values) {
      if (ended) return Promise.reject(new Error('The database is closed'));
      const now = performance.now();
      const line = (current ??= connect());
      if (line.inFlight > 0 && now - line.progressAt >= PIPELINE_STALL_MS) return undefined;
      if (line.inFlight === 0) line.progressAt = now;
      line.inFlight += 1;
      line.usedAt = now;
      return send(line, name, text, values);
    },
    async end() {
      ended = true;
      await Promise.all(
        [...open].map((line) => {
          clearInterval(line.idleCheck);
          return line.client.end().catch(() => undefined);
        }),
      );
      open.clear();
      current = undefined;
    },
  };
}

/**
 * Kysely's pool, over pg's. Kysely takes a connection for every query; here a pooled one is
 * checked out only when a statement runs that is not a named one outside a transaction
 * (the first statement of a transaction, `begin`, is one of those). A named statement that
 * comes first runs on the pipeline; everything after a checkout runs on that connection
 * until Kysely releases it.
 */
function withNamedStatements(pool: pg.Pool, pipeline: Pipeline): PostgresPool {
  return {
    connect: async () => new LazyConnection(pool, pipeline),
    end: async () => {
      await pipeline.end();
      await pool.end();
    },
  };
}

class LazyConnection implements PostgresPoolClient {
  private client: pg.PoolClient | undefined;
  private checkingOut: Promise<pg.PoolClient> | undefined;
  private released = false;
  /** Its prepared statements no longer fit (`CACHED_PLAN_CHANGED`): closed when released. */
  private stale = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly pipeline: Pipeline,
  ) {}

  // Kysely passes a cursor only for a streamed query, and the dialect has no cursor.
  query = ((text: string, values: readonly unknown[]) => {
    if (noteSessionWrite(text)) {
      // Counted again once done: a read begun while it ran is not remembered.
      return this.run(text, values).finally(() => noteSessionWrite(text));
    }
    return this.run(text, values);
  }) as unknown as PostgresPoolClient['query'];

  release(): void {
    this.released = true;
    this.client?.release(this.stale);
    this.client = undefined;
  }

  private async run(text: string, values: readonly unknown[]): Promise<pg.QueryResult> {
    const name = statementNames.get(text);
    const piped =
      name && !this.client && !this.checkingOut && this.pipeline.run(name, text, values);
    if (piped) {
      try {
        return await piped;
      } catch (error) {
        if (!planChanged(error)) throw error;
        // Another server's migration changed the table: unnamed, on a pooled connection.
        return (await this.checkout()).query(text, [...values]);
      }
    }
    const pooled = await this.checkout();
    if (!name) return pooled.query(text, [...values]);
    try {
      return await runPrepared(pooled, name, text, values);
    } catch (error) {
      // Kysely extends the error's stack with its caller's (pg's own promise did it too).
      if (!planChanged(error)) throw error;
      this.stale = true;
      return pooled.query(text, [...values]);
    }
  }

  private checkout(): Promise<pg.PoolClient> {
    if (this.client) return Promise.resolve(this.client);
    this.checkingOut ??= this.pool.connect().then(
      (client) => {
        // Released while it was being checked out: back to the pool at once, and the
        // statement that asked for it does not run (the connection is no longer its own).
        if (this.released) {
          client.release();
          throw new Error('The connection was released before its statement ran');
        }
        this.client = client;
        return client;
      },
      (error: unknown) => {
        this.checkingOut = undefined;
        throw error;
      },
    );
    return this.checkingOut;
  }
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
