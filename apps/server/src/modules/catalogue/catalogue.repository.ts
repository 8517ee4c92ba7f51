import type { Kysely, Selectable } from 'kysely';
import type { ConfigEntriesTable, Database } from '../../db/schema';

export type ConfigEntryRow = Selectable<ConfigEntriesTable>;

export function createConfigRepository(db: Kysely<Database>) {
  return {
    list(): Promise<ConfigEntryRow[]> {
      return db.selectFrom('config_entries').selectAll().orderBy('name').execute();
    },
    find(name: string): Promise<ConfigEntryRow | undefined> {
      return db
        .selectFrom('config_entries')
        .selectAll()
        .where('name', '=', name)
        .executeTakeFirst();
    },
    /** Writes the entry only when it does not exist yet (first start). */
    async insertIfAbsent(row: ConfigEntryRow): Promise<void> {
      await db
        .insertInto('config_entries')
        .values(row)
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    },
    async upsert(row: ConfigEntryRow): Promise<void> {
      await db
        .insertInto('config_entries')
        .values(row)
        .onConflict((oc) =>
          oc.column('name').doUpdateSet({ content: row.content, modified_at: row.modified_at }),
        )
        .execute();
    },
  };
}

export type ConfigRepository = ReturnType<typeof createConfigRepository>;
