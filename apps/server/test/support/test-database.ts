import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/database';
import { createJobQueue } from '../../src/jobs';
import { isDatabaseFree } from '../database-free';

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

/** Migrates a new database to the latest schema and, on PostgreSQL, adds pg-boss's schema. */
async function prepareSchema(handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle.db);
  if (handle.dialect !== 'postgres') return;
  const jobs = createJobQueue(
    handle,
    { work: false, superviseSeconds: 60, pollSeconds: 2 },
    Fastify({ logger: false }).log,
  );
  await jobs.start(false);
  await jobs.stop();
}

let sqliteTemplate: Promise<string> | undefined;

/** A migrated SQLite file, made once per test process, that each migrated database copies. */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-template-'));
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

let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated PostgreSQL database that each migrated test database is created from (CREATE
 * DATABASE … TEMPLATE copies it in a fraction of the time migrating takes). Made once per
 * cluster and schema: the test processes take turns with an advisory lock.
 */
function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `vinyl_template_${schemaFingerprint()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`select pg_advisory_lock(hashtext('vinyl test template'))`);
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        const handle = openDatabase({
          databaseUrl: databaseUrl(adminUrl, building),
          sqliteFile: '',
        });
        try {
          await prepareSchema(handle);
        } finally {
          await handle.destroy();
        }
        // Renamed once complete: a run killed half-way leaves no template that looks whole.
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await admin.end();
    }
    return name;
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
  const handle = openDatabase({ databaseUrl: url, sqliteFile: '' });
  reopeners.set(dataDir, () => openDatabase({ databaseUrl: url, sqliteFile: '' }));
  return {
    handle,
    dataDir,
    reopen: () => openDatabase({ databaseUrl: url, sqliteFile: '' }),
    cleanup: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
