import type { Kysely, Selectable } from 'kysely';
import type { ConfigEntriesTable, Database } from '../../db/schema';

export type ConfigEntryRow = Selectable<ConfigEntriesTable>;

/** Named configuration documents; the catalogue itself is in its versions (migration 0016). */
export function createConfigRepository(db: Kysely<Database>) {
  return {
    list(): Promise<ConfigEntryRow[]> {
      return db.selectFrom('config_entries').selectAll().orderBy('name').execute();
    },
  };
}

export type ConfigRepository = ReturnType<typeof createConfigRepository>;
