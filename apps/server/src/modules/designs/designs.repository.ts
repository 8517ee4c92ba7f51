import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, DesignsTable } from '../../db/schema';

export type DesignRow = Selectable<DesignsTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** The designs table: one row per album and printed part. */
export function createDesignsRepository(db: Kysely<Database>) {
  return {
    find(albumId: string, kind: string, type: string, executor: Executor = db) {
      return executor
        .selectFrom('designs')
        .selectAll()
        .where('album_id', '=', albumId)
        .where('kind', '=', kind)
        .where('type', '=', type)
        .executeTakeFirst();
    },
    listByAlbum(albumId: string, executor: Executor = db): Promise<DesignRow[]> {
      return executor
        .selectFrom('designs')
        .selectAll()
        .where('album_id', '=', albumId)
        .orderBy('kind')
        .orderBy('type')
        .execute();
    },
    /** Writes the part's design, replacing the one it had. */
    async save(row: Insertable<DesignsTable>, executor: Executor): Promise<void> {
      await executor
        .insertInto('designs')
        .values(row)
        .onConflict((conflict) =>
          conflict
            .columns(['album_id', 'kind', 'type'])
            .doUpdateSet({ document: row.document, updated_at: row.updated_at }),
        )
        .execute();
    },
    /**
     * The documents whose text names any of these image ids: a narrowing the caller confirms
     * by parsing (ids are the server's UUIDs, so they hold no LIKE wildcard).
     */
    async documentsMentioning(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('designs')
        .select('document')
        .where((eb) => eb.or(ids.map((id) => eb('document', 'like', `%${id}%`))))
        .execute();
      return rows.map((row) => row.document);
    },
    async insert(row: Insertable<DesignsTable>, executor: Executor): Promise<void> {
      await executor.insertInto('designs').values(row).execute();
    },
    transaction<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
    async removeByAlbum(albumId: string, executor: Executor): Promise<void> {
      await executor.deleteFrom('designs').where('album_id', '=', albumId).execute();
    },
  };
}

export type DesignsRepository = ReturnType<typeof createDesignsRepository>;
