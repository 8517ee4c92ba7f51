import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import { insertOrder, listTables } from './tables';

/**
 * A shop's backup (issue 20 item 5): its database as one JSON line per row and table, and
 * every stored file (audio, print files, thumbnails, design images) by its storage key,
 * with a manifest written last. Neutral to both ends: a backup made on SQLite restores onto
 * PostgreSQL and back, and one made from the disk restores into a bucket.
 *
 *     backup/
 *       manifest.json      format, date, engine, the last migration, row and file counts
 *       db/<table>.jsonl   the rows, in one consistent snapshot
 *       files.jsonl        { key, size, sha256 } of every stored file
 *       files/<key>        the files' bytes
 *
 * Left out: the queue's jobs and the rate-limit counters, which a restored shop rebuilds
 * (unsent mails stay in the outbox table and are sent again by its sweep).
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  dialect: Dialect;
  migration: string;
  tables: Record<string, number>;
  files: number;
}

export const TRANSIENT_TABLES = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'jobs',
  'rate_limits',
]);

interface BackupOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  storage: FileStorage;
  /** A folder that does not exist yet, or is empty. */
  dir: string;
  now?: Date;
}

export async function backupShop(options: BackupOptions): Promise<BackupManifest> {
  const { db, dialect, storage, dir } = options;
  const now = options.now ?? new Date();
  const names = await listTables(db, dialect);
  if (!names.includes('kysely_migration')) {
    throw new Error('There is no shop in this database (check DATABASE_URL or DATA_DIR)');
  }
  await fs.mkdir(dir, { recursive: true });
  if ((await fs.readdir(dir)).length > 0) throw new Error(`${dir} is not empty`);
  await fs.mkdir(path.join(dir, 'db'));

  // One snapshot of every table: the rows of one table never refer to rows another lacks.
  const { migration, tables } = await db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      await sql`set transaction isolation level repeatable read, read only`.execute(trx);
    }
    const last = await sql<{ name: string }>`
      select name from kysely_migration order by name desc limit 1`.execute(trx);
    const counts: Record<string, number> = {};
    for (const table of names) {
      if (TRANSIENT_TABLES.has(table)) continue;
      counts[table] = await dumpTable(trx, table, path.join(dir, 'db', `${table}.jsonl`));
    }
    return { migration: last.rows[0]?.name ?? '', tables: counts };
  });

  // Files are written once under a key and never changed, so copying them after the
  // snapshot keeps every file a row names; a file younger than the snapshot may come too.
  const list = createWriteStream(path.join(dir, 'files.jsonl'));
  let files = 0;
  for await (const key of storage.listKeys(new Date(now.getTime() + 60_000))) {
    const target = path.join(dir, 'files', ...key.split('/'));
    await fs.mkdir(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    const source = await storage.read(key);
    source.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
    });
    await pipeline(source, createWriteStream(target));
    list.write(`${JSON.stringify({ key, size, sha256: hash.digest('hex') })}\n`);
    files += 1;
  }
  await new Promise<void>((resolve, reject) =>
    list.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );

  const manifest: BackupManifest = {
    format: 1,
    createdAt: now.toISOString(),
    dialect,
    migration,
    tables,
    files,
  };
  await fs.writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function dumpTable(db: Kysely<Database>, table: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  for (const row of rows.rows) out.write(`${JSON.stringify(row)}\n`);
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return rows.rows.length;
}

interface RestoreOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  storage: FileStorage;
  dir: string;
  /** Brings the fresh database's schema to the backup's migration. */
  migrateTo(migration: string): Promise<void>;
  /** Then to this server's newest. */
  migrateToLatest(): Promise<void>;
}

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/**
 * Restores a backup into a FRESH database and store: the schema is brought to the backup's
 * migration, every table emptied of what migrations seeded and filled with the backup's
 * rows in one transaction (parents before children), then migrated to this server's newest.
 * Each file's SHA-256 is checked against the list before it is stored. A database that
 * already has an account is refused: restoring never merges two shops.
 */
export async function restoreShop(options: RestoreOptions): Promise<BackupManifest> {
  const { db, dialect, storage, dir } = options;
  const manifest = await readManifest(dir);
  await options.migrateTo(manifest.migration);
  const users = await sql<{ n: number | string }>`select count(*) as n from users`.execute(db);
  if (Number(users.rows[0]?.n ?? 0) > 0) {
    throw new RestoreRefusedError('The database already has accounts: restore into a fresh one');
  }

  await db.transaction().execute(async (trx) => {
    const order = await insertOrder(trx, dialect);
    const backedUp = order.filter((table) => table in manifest.tables);
    for (const table of [...backedUp].reverse()) {
      await sql`delete from ${sql.table(table)}`.execute(trx);
    }
    for (const table of backedUp) {
      const rows = (await fs.readFile(path.join(dir, 'db', `${table}.jsonl`), 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      if (rows.length !== manifest.tables[table]) {
        throw new RestoreRefusedError(
          `${table}.jsonl has ${rows.length} rows, not ${manifest.tables[table]}`,
        );
      }
      await insertRows(trx, table, rows);
    }
  });
  await options.migrateToLatest();

  const listed = (await fs.readFile(path.join(dir, 'files.jsonl'), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { key: string; size: number; sha256: string });
  const staging = await fs.mkdtemp(path.join(dir, '.restoring-'));
  try {
    for (const file of listed) {
      const source = path.join(dir, 'files', ...file.key.split('/'));
      const copy = path.join(staging, 'file');
      const hash = createHash('sha256');
      const reader = createReadStream(source);
      reader.on('data', (chunk) => hash.update(chunk));
      await pipeline(reader, createWriteStream(copy));
      if (hash.digest('hex') !== file.sha256) {
        throw new RestoreRefusedError(`${file.key} in the backup does not match its SHA-256`);
      }
      // importFile takes the file over (a rename on disk, an upload to a bucket).
      await storage.importFile(copy, file.key);
    }
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
  return manifest;
}

async function readManifest(dir: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => {
    throw new RestoreRefusedError(`${dir} holds no manifest.json: not a finished backup`);
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1)
    throw new RestoreRefusedError(`Unknown backup format ${manifest.format}`);
  return manifest;
}

/** In batches small enough for either engine's limit on bound values. */
async function insertRows(db: Kysely<Database>, table: string, rows: Record<string, unknown>[]) {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const perBatch = Math.max(1, Math.floor(10_000 / columns.length));
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const values = batch.map(
      (row) => sql`(${sql.join(columns.map((column) => sql`${row[column] ?? null}`))})`,
    );
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      values ${sql.join(values)}`.execute(db);
  }
}
