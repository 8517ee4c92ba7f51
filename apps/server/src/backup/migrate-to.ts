import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from '../db/migrations';
import type { Database } from '../db/schema';

/** Brings the schema to one named migration (a restore starts at the backup's). */
export async function migrateTo(db: Kysely<Database>, migration: string): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const known = (await migrator.getMigrations()).map((entry) => entry.name);
  if (!known.includes(migration)) {
    throw new Error(`The backup was made by a newer shop (migration ${migration}): update first`);
  }
  const { error, results } = await migrator.migrateTo(migration);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration to ${migration} failed: ${String(error)}`);
}
