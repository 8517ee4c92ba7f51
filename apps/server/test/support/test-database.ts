import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';

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

/**
 * A fresh, empty database per test file: a new SQLite file in a temp folder,
 * or a new database on the throwaway PostgreSQL cluster.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
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
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqliteFile: '' });
  reopeners.set(dataDir, () => openDatabase({ databaseUrl: url.toString(), sqliteFile: '' }));
  return {
    handle,
    dataDir,
    reopen: () => openDatabase({ databaseUrl: url.toString(), sqliteFile: '' }),
    cleanup: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
