// A PostgreSQL database thrown away afterwards, for a test that needs PostgreSQL whichever
// database the run tests (the tus locker) and for the benchmarks (bench/postgres.ts): a new
// database on a server given by URL (it must allow CREATE DATABASE), or else a cluster of
// its own in a temp folder, as scripts/with-postgres.sh starts. Null when neither is
// possible (no URL and no PostgreSQL binaries on the machine).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestPostgres {
  url: string;
  /** How it was made, for the printed line. */
  origin: string;
  drop(): Promise<void>;
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function databaseOn(adminUrl: string, origin: string, prefix: string, stop = async () => {}) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    origin,
    async drop() {
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await stop();
    },
  };
}

function findBin(name: string): string | undefined {
  try {
    return (
      execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined
    );
  } catch {
    const root = '/usr/lib/postgresql';
    const versions = fs.existsSync(root) ? fs.readdirSync(root).sort() : [];
    const found = versions.map((v) => path.join(root, v, 'bin', name)).filter(fs.existsSync);
    return found.at(-1);
  }
}

/** A throwaway cluster; PostgreSQL refuses root, so as the `postgres` user when root. */
export function startCluster(): { adminUrl: string; stop: () => Promise<void> } | null {
  const [initdb, pgCtl] = [findBin('initdb'), findBin('pg_ctl')];
  if (!initdb || !pgCtl) return null;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (file: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'ignore' })
      : execFileSync(file, args, { stdio: 'ignore' });
  if (asRoot) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    }
    execFileSync('chown', ['postgres', root]);
  }
  fs.chmodSync(root, 0o700);
  const port = 55_000 + Math.floor(Math.random() * 1000);
  const data = path.join(root, 'data');
  run(initdb, ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const options = `-k ${root} -c listen_addresses=127.0.0.1 -p ${port} -c fsync=off -c synchronous_commit=off`;
  run(pgCtl, [
    '-D',
    data,
    '-l',
    path.join(root, 'pg.log'),
    '-w',
    '-t',
    '30',
    '-o',
    options,
    'start',
  ]);
  return {
    adminUrl: `postgres://app@127.0.0.1:${port}/postgres`,
    async stop() {
      run(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * A new database named `<prefix>_…` on `adminUrl` (reported as `urlName`), or on a cluster
 * of its own when no URL is given.
 */
export async function throwawayPostgres(
  adminUrl: string | undefined,
  { prefix, urlName }: { prefix: string; urlName: string },
): Promise<TestPostgres | null> {
  if (adminUrl) return databaseOn(adminUrl, urlName, prefix);
  const cluster = startCluster();
  if (!cluster) return null;
  return databaseOn(cluster.adminUrl, 'a throwaway cluster', prefix, cluster.stop);
}

export function ownPostgres(adminUrl = process.env.TEST_DATABASE_URL) {
  return throwawayPostgres(adminUrl, { prefix: 'test', urlName: 'TEST_DATABASE_URL' });
}
