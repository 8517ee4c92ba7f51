import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/database';
import { isDatabaseFree } from '../database-free';
import { RUN_FOLDER_ENV } from './global-setup';

/** Which database this run tests: PostgreSQL when TEST_DATABASE_URL is set. */
export const testDialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  /** Drops what the test made: the PostgreSQL database or the temp folder. */
  cleanup(): Promise<void>;
  /** A second connection to the same database, as a restarted server opens (issue 19). */
  reopen(): DatabaseHandle;
}

/** How to open each test database by its data folder (the mail helpers wait on its outbox). */
const reopeners = new Map<string, () => DatabaseHandle>();

/** A new connection to the test database whose data folder is `dataDir`, if it is one. */
export function reopenByDataDir(dataDir: string): DatabaseHandle | undefined {
  return reopeners.get(dataDir)?.();
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The schema's fingerprint: the migrations' source. A template made from other migrations
 * (a persistent TEST_DATABASE_URL server, a branch switch) is never reused.
 */
function schemaFingerprint(): string {
  const folder = path.join(import.meta.dirname, '../../src/db/migrations');
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(folder).sort()) {
    hash.update(name).update(fs.readFileSync(path.join(folder, name)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Migrates a new database to the latest schema. */
async function prepareSchema(handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle.db);
}

/** The tables of the public schema that hold no row. */
async function emptyTables(handle: DatabaseHandle): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_name as name
    from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
    handle.db,
  );
  const empty: string[] = [];
  for (const { name } of rows) {
    const found = await sql<{
      found: boolean;
    }>`select exists (select 1 from ${sql.table(name)}) as found`.execute(handle.db);
    if (!found.rows[0]?.found) empty.push(name);
  }
  return empty;
}

/**
 * Readies a new PostgreSQL database as a test app's first start would: the migrations, then
 * the app started once without working jobs, which adds pg-boss's schema and a queue per job
 * (partition tables: about 0.2 s of DDL that every test app would otherwise run again). What
 * else that start wrote (the seeded catalogue, keys) is emptied again: each test's app makes
 * its own, as a new shop does.
 */
async function preparePostgresTemplate(url: string): Promise<void> {
  const open = () => openDatabase({ databaseUrl: url, sqliteFile: '', poolMax: POOL_MAX });
  const migrated = open();
  let empty: string[];
  try {
    await prepareSchema(migrated);
    empty = await emptyTables(migrated);
  } finally {
    await migrated.destroy();
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-template-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'silent',
      JOBS: 'off',
      AUDIO_ANALYSIS_CONCURRENCY: '0',
    });
    // The app owns the handle from here: closing it closes the database.
    const app = await buildApp({ config, database: open(), logger: false });
    await app.ready();
    await app.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const started = open();
  try {
    const stillEmpty = new Set(await emptyTables(started));
    const filled = empty.filter((name) => !stillEmpty.has(name));
    if (filled.length > 0) {
      await sql`truncate ${sql.join(filled.map((name) => sql.table(name)))}`.execute(started.db);
    }
  } finally {
    await started.destroy();
  }
}

let sqliteTemplate: Promise<string> | undefined;

/** A migrated SQLite file, made once per test process, that each migrated database copies. */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    // In the run's folder, which the run removes at its end (global-setup.ts).
    const parent = process.env[RUN_FOLDER_ENV] ?? os.tmpdir();
    const folder = fs.mkdtempSync(path.join(parent, 'vinyl-template-'));
    const file = path.join(folder, 'shop.db');
    const handle = openDatabase({ sqliteFile: file });
    await prepareSchema(handle);
    // Closing checkpoints the WAL into the file, so the file alone is the whole database.
    await handle.destroy();
    process.once('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
    return file;
  })();
  return sqliteTemplate;
}

/**
 * Connections per test database's pool. An app's job workers each ask for a job as they
 * start: with the shop's 10 every test app opened 10 server processes on its new database
 * (~0.2 s before its first query and ~0.1 s more to drop it, 2026-11-26). The pool's limit
 * is the app's concern, not the test's: a smaller one only queues the workers' asks.
 */
const POOL_MAX = 4;

/** The drops of databases whose tests ended, still under way. */
const drops = new Set<Promise<void>>();

/** Waits for the test databases dropped so far (each test file's end: test/support/setup.ts). */
export async function settleDrops(): Promise<void> {
  // A failed drop fails the file that made the database, as an awaited one did.
  await Promise.all([...drops]);
}

let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated PostgreSQL database that each migrated test database is created from (CREATE
 * DATABASE … TEMPLATE copies it in a fraction of the time migrating takes). Made once per
 * cluster and schema: the test processes take turns with an advisory lock. Answers the
 * `TEMPLATE` clause's argument: the template's name and, on PostgreSQL 15 and later, the copy
 * strategy.
 */
function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `vinyl_template_${schemaFingerprint()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    let strategy = '';
    try {
      // PostgreSQL 15 copies a database block by block, logged, unless told to copy its files,
      // which is quicker for a template this small (113 against 122–203 ms); 13 and 14 copy files.
      const { rows } = await admin.query<{ version: string }>(
        'select current_setting($1) as version',
        ['server_version_num'],
      );
      if (Number(rows[0]?.version) >= 150000) strategy = ' STRATEGY FILE_COPY';
      await admin.query(`select pg_advisory_lock(hashtext('vinyl test template'))`);
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        await preparePostgresTemplate(databaseUrl(adminUrl, building));
        // Renamed once complete: a run killed half-way leaves no template that looks whole.
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await admin.end();
    }
    return `${name}${strategy}`;
  })();
  return postgresTemplate;
}

/**
 * A fresh database per test file: a new SQLite file in a temp folder, or a new database on
 * the throwaway PostgreSQL cluster. Empty by default (the migration tests start there);
 * `{ migrated: true }` answers one at the latest schema, copied from a template made once.
 */
export async function createTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const testFile = expect.getState().testPath;
  if (testFile && isDatabaseFree(testFile)) {
    throw new Error(
      `${testFile} opens a database but test/database-free.ts lists it: the PostgreSQL run ` +
        'would skip it. Take it off that list.',
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (options.migrated) {
      fs.copyFileSync(await migratedSqliteFile(), path.join(dataDir, 'shop.db'));
    }
    const handle = openDatabase({ sqliteFile: path.join(dataDir, 'shop.db') });
    reopeners.set(dataDir, () => openDatabase({ sqliteFile: path.join(dataDir, 'shop.db') }));
    return {
      handle,
      dataDir,
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
      reopen: () => openDatabase({ sqliteFile: path.join(dataDir, 'shop.db') }),
    };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = options.migrated ? ` TEMPLATE ${await migratedPostgresTemplate(adminUrl)}` : '';
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template}`);
  const url = databaseUrl(adminUrl, name);
  const handle = openDatabase({ databaseUrl: url, sqliteFile: '', poolMax: POOL_MAX });
  reopeners.set(dataDir, () =>
    openDatabase({ databaseUrl: url, sqliteFile: '', poolMax: POOL_MAX }),
  );
  return {
    handle,
    dataDir,
    reopen: () => openDatabase({ databaseUrl: url, sqliteFile: '', poolMax: POOL_MAX }),
    cleanup: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      // The drop waits for the closed app's server processes to end (~0.2 s): the next test
      // starts meanwhile, and the file's end waits for every drop (settleDrops).
      const drop = adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      drops.add(drop);
      void drop.finally(() => drops.delete(drop)).catch(() => undefined);
    },
  };
}
