import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CatalogueVersionsTable, Database } from '../../db/schema';

export type CatalogueVersionRow = Selectable<CatalogueVersionsTable>;
/** A version without its (large) content: what lists and look-ups need. */
export type CatalogueVersionHeader = Omit<CatalogueVersionRow, 'content'>;

const HEADER = ['version', 'published_at', 'published_by', 'note'] as const;

/** SQL of the published catalogues; rows are only ever added (migration 0016). */
export function createCatalogueVersionsRepository(db: Kysely<Database>) {
  return {
    latest(executor: Kysely<Database> = db): Promise<CatalogueVersionHeader | undefined> {
      return executor
        .selectFrom('catalogue_versions')
        .select(HEADER)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    content(version: number): Promise<string | undefined> {
      return db
        .selectFrom('catalogue_versions')
        .select('content')
        .where('version', '=', version)
        .executeTakeFirst()
        .then((row) => row?.content);
    },
    /** The version in force at `at`: the newest published by then, else the first. */
    async versionAt(at: string): Promise<number | undefined> {
      const row =
        (await db
          .selectFrom('catalogue_versions')
          .select('version')
          .where('published_at', '<=', at)
          .orderBy('version', 'desc')
          .limit(1)
          .executeTakeFirst()) ??
        (await db
          .selectFrom('catalogue_versions')
          .select('version')
          .orderBy('version')
          .limit(1)
          .executeTakeFirst());
      return row?.version;
    },
    list(limit: number): Promise<CatalogueVersionHeader[]> {
      return db
        .selectFrom('catalogue_versions')
        .select(HEADER)
        .orderBy('version', 'desc')
        .limit(limit)
        .execute();
    },
    /** Adds a version unless that number is taken (a concurrent publish): false then. */
    async insert(row: CatalogueVersionRow, executor: Kysely<Database> = db): Promise<boolean> {
      const result = await executor
        .insertInto('catalogue_versions')
        .values(row)
        .onConflict((oc) => oc.column('version').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
  };
}

export type CatalogueVersionsRepository = ReturnType<typeof createCatalogueVersionsRepository>;
