import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupShop, restoreShop } from '../src/backup/backup';
import { migrateTo } from '../src/backup/migrate-to';
import { migrateToLatest } from '../src/db/database';
import { createLocalStorage } from '../src/storage/local-storage';
import type { FileStorage } from '../src/storage/storage';
import { createAccount, signIn } from './support/accounts';
import { createReadyAlbum } from './support/ready-album';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { createTestDatabase, testDialect, type TestDatabase } from './support/test-database';
import { listen } from './support/uploads';

const filesOf = (database: TestDatabase) =>
  createLocalStorage(path.join(database.dataDir, 'files'));

async function storedFiles(storage: FileStorage): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for await (const key of storage.listKeys(new Date(Date.now() + 60_000))) {
    const hash = createHash('sha256');
    for await (const chunk of await storage.read(key)) hash.update(chunk as Buffer);
    hashes[key] = hash.digest('hex');
  }
  return hashes;
}

const restoreInto = (database: TestDatabase, dir: string) =>
  restoreShop({
    db: database.handle.db,
    dialect: database.handle.dialect,
    storage: filesOf(database),
    dir,
    migrateTo: (migration) => migrateTo(database.handle.db, migration),
    migrateToLatest: () => migrateToLatest(database.handle.db),
  });

/**
 * Issue 20 item 5: `npm run backup` and `npm run restore` (src/backup-cli.ts). A shop backed
 * up, then gone, comes back in a fresh database and store: the customer signs in with the
 * same password and finds the album as it was, and every stored file is byte for byte the same.
 */
describe(`backup and restore on ${testDialect}`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-backup-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    return path.join(dir, 'backup');
  };

  it('brings a whole shop back into a fresh database and store', async () => {
    const source = await createTestApp();
    const baseUrl = await listen(source.app);
    const client = new TestClient(source.app);
    await createAccount(client, source.database.dataDir, 'ada@example.com');
    await signIn(client, 'ada@example.com', 'correct horse battery');
    const album = await createReadyAlbum(client, baseUrl, { title: 'Kept Safe' });
    const before = (await client.get(`/api/albums/${album.id}`)).json<{ data: unknown }>();
    const tracks = (await client.get(`/api/vinyls/${album.vinylId}/side_a_tracks`)).json<{
      data: { id: string; meta: unknown }[];
    }>();
    const files = await storedFiles(filesOf(source.database));
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(3);

    const dir = tempDir();
    const manifest = await backupShop({
      db: source.database.handle.db,
      dialect: source.database.handle.dialect,
      storage: filesOf(source.database),
      dir,
    });
    expect(manifest).toMatchObject({
      format: 1,
      dialect: testDialect,
      files: Object.keys(files).length,
    });
    expect(manifest.tables.users).toBe(1);
    expect(manifest.tables.albums).toBe(1);
    await source.close();

    const fresh = await createTestDatabase();
    await restoreInto(fresh, dir);
    const restored: TestApp = await createTestApp({ database: fresh });
    cleanups.push(() => restored.close());

    const customer = new TestClient(restored.app);
    await signIn(customer, 'ada@example.com', 'correct horse battery');
    expect((await customer.get(`/api/albums/${album.id}`)).json()).toEqual(before);
    expect((await customer.get(`/api/vinyls/${album.vinylId}/side_a_tracks`)).json()).toMatchObject(
      {
        data: tracks.data.map(({ id, meta }) => ({ id, meta })),
      },
    );
    expect(await storedFiles(filesOf(fresh))).toEqual(files);
  }, 120_000);

  it('refuses a folder that is not a finished backup, and a shop that already has accounts', async () => {
    const fresh = await createTestDatabase();
    cleanups.push(() => fresh.cleanup());
    const unfinished = tempDir();
    fs.mkdirSync(unfinished, { recursive: true });
    await expect(restoreInto(fresh, unfinished)).rejects.toThrow(/no manifest\.json/);

    const shop = await createTestApp();
    cleanups.push(() => shop.close());
    await createAccount(new TestClient(shop.app), shop.database.dataDir, 'bob@example.com');
    const dir = tempDir();
    await backupShop({
      db: shop.database.handle.db,
      dialect: shop.database.handle.dialect,
      storage: filesOf(shop.database),
      dir,
    });
    await expect(restoreInto(shop.database, dir)).rejects.toThrow(/already has accounts/);
    // Nothing was changed: the account is still the only one and still signs in.
    await signIn(new TestClient(shop.app), 'bob@example.com', 'correct horse battery');
  }, 60_000);
});
