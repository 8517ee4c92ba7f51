import path from 'node:path';
import { backupShop, restoreShop } from './backup/backup';
import { migrateTo } from './backup/migrate-to';
import { ConfigError, loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { openFileStorage } from './storage/open-storage';

const USAGE = `usage: node apps/server/dist/backup.js backup <folder>
       node apps/server/dist/backup.js restore <folder>

Backs up, or restores into a fresh shop, the database (DATABASE_URL, else DATA_DIR/shop.db)
and the stored files (STORAGE_URL, else DATA_DIR/files), with the shop's own settings.`;

/** `npm run backup -- <folder>` and `npm run restore -- <folder>` (issue 20 item 5). */
async function main(): Promise<void> {
  const [command, folder] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !folder) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const dir = path.resolve(folder);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: `${config.dataDir}/shop.db`,
  });
  const storage = openFileStorage(config.storage);
  try {
    if (command === 'backup') {
      const manifest = await backupShop({
        db: database.db,
        dialect: database.dialect,
        storage,
        dir,
      });
      const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
      console.log(`Backed up ${rows} rows and ${manifest.files} files to ${dir}`);
    } else {
      const manifest = await restoreShop({
        db: database.db,
        dialect: database.dialect,
        storage,
        dir,
        migrateTo: (migration) => migrateTo(database.db, migration),
        migrateToLatest: () => migrateToLatest(database.db),
      });
      console.log(
        `Restored the backup of ${manifest.createdAt} (${manifest.files} files) from ${dir}`,
      );
    }
  } finally {
    await storage.close();
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `${command()} failed: ${String(error)}`,
  );
  process.exit(1);
});

function command() {
  return process.argv[2] === 'restore' ? 'The restore' : 'The backup';
}
