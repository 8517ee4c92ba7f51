import {
  sql,
  type CompiledQuery,
  type Insertable,
  type Kysely,
  type Selectable,
  type Updateable,
} from 'kysely';
import { namedStatement, type Dialect } from '../../db/database';
import type { AlbumsTable, Database } from '../../db/schema';
import { ALBUM_RESOURCE_TEMPLATE, ALBUM_RESOURCE_TEMPLATE_COLUMNS } from './albums.view';

export type AlbumRow = Selectable<AlbumsTable>;
export type NewAlbumRow = Insertable<AlbumsTable>;
export type AlbumChanges = Omit<Updateable<AlbumsTable>, 'id' | 'user_id' | 'created_at'>;

/** The columns an album's resource is made of: the album list reads only these. */
export const ALBUM_RESOURCE_COLUMNS = [
  'id',
  'status',
  'album_format',
  'album_rpm',
  'album_status',
  'album_progress',
  'title',
  'author',
  'description',
  'extra',
  'quantity',
  'album_options',
  'artwork_reopened',
  'price_changed',
  'created_at',
  'modified_at',
] as const satisfies readonly (keyof AlbumRow)[];
export type AlbumResourceRow = Pick<AlbumRow, (typeof ALBUM_RESOURCE_COLUMNS)[number]>;

/** The database or a transaction: every method runs on either. */
export type Executor = Kysely<Database>;

export interface AlbumListFilter {
  userId: string;
  albumStatusNot?: AlbumsTable['album_status'] | undefined;
}

export function createAlbumsRepository(db: Kysely<Database>, dialect: Dialect) {
  function scoped({ userId, albumStatusNot }: AlbumListFilter, executor: Executor = db) {
    let query = executor.selectFrom('albums').where('user_id', '=', userId);
    if (albumStatusNot) query = query.where('album_status', '!=', albumStatusNot);
    return query;
  }
  // The list's four shapes (filtered or not, either order), each built once and run with
  // its parameters (decision 040), as the session read is (decision 025); on PostgreSQL as
  // named prepared statements (decision 043). Each reads the albums' columns, or their
  // resources written by the database (decision 065).
  const listStatements = new Map<string, CompiledQuery>();
  function listStatement(
    read: 'columns' | 'resources',
    filtered: boolean,
    sortDescending: boolean,
  ): CompiledQuery {
    const key = `${read}:${filtered}:${sortDescending}`;
    let statement = listStatements.get(key);
    if (!statement) {
      const ordered = scoped({ userId: '', albumStatusNot: filtered ? 'ordered' : undefined })
        .orderBy('modified_at', sortDescending ? 'desc' : 'asc')
        .orderBy('id');
      statement = namedStatement(
        read === 'columns'
          ? ordered.select(ALBUM_RESOURCE_COLUMNS).compile()
          : ordered.select(resourceJson(dialect).as('resource')).compile(),
      );
      listStatements.set(key, statement);
    }
    return statement;
  }
  /** Runs one of the list's statements with the filter's parameters. */
  function runList<Row>(
    read: 'columns' | 'resources',
    { userId, albumStatusNot }: AlbumListFilter,
    sortDescending: boolean,
  ) {
    const statement = listStatement(read, albumStatusNot !== undefined, sortDescending);
    const parameters = albumStatusNot === undefined ? [userId] : [userId, albumStatusNot];
    return db.executeQuery<Row>({ ...statement, parameters });
  }
  return {
    /** The owner's albums, the columns of their resources only (the dashboard's list). */
    async listByOwner(
      filter: AlbumListFilter,
      sortDescending: boolean,
    ): Promise<AlbumResourceRow[]> {
      const { rows } = await runList<AlbumResourceRow>('columns', filter, sortDescending);
      return rows;
    },
    /**
     * The owner's albums as `listByOwner` lists them, each one's resource already JSON text
     * (`albumJson`'s), written by the database; undefined when one of them is not plain
     * (see `ALBUM_RESOURCE_TEMPLATE`), for the caller to read the columns instead.
     */
    async listResourcesByOwner(
      filter: AlbumListFilter,
      sortDescending: boolean,
    ): Promise<string[] | undefined> {
      const { rows } = await runList<{ resource: string | null }>(
        'resources',
        filter,
        sortDescending,
      );
      const resources: string[] = [];
      for (const { resource } of rows) {
        if (resource === null) return undefined;
        resources.push(resource);
      }
      return resources;
    },
    async countByOwner(filter: AlbumListFilter, executor: Executor = db): Promise<number> {
      const row = await scoped(filter, executor)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** The album when it belongs to `userId`; another user's album reads as missing. */
    findOwned(userId: string, id: string, executor: Executor = db): Promise<AlbumRow | undefined> {
      return executor
        .selectFrom('albums')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
    async insert(album: NewAlbumRow, executor: Executor = db): Promise<void> {
      await executor.insertInto('albums').values(album).execute();
    },
    async update(id: string, changes: AlbumChanges, executor: Executor = db): Promise<void> {
      await executor.updateTable('albums').set(changes).where('id', '=', id).execute();
    },
    /** Changes an album only if nobody saved it since `modifiedAt` (re-pricing on open). */
    async updateIfUnmodified(id: string, modifiedAt: string, changes: AlbumChanges): Promise<void> {
      await db
        .updateTable('albums')
        .set(changes)
        .where('id', '=', id)
        .where('modified_at', '=', modifiedAt)
        .execute();
    },
    async remove(id: string, executor: Executor = db): Promise<void> {
      await executor.deleteFrom('albums').where('id', '=', id).execute();
    },
    /**
     * Serialises album creation per owner until the transaction ends, so two tabs creating
     * at once cannot both pass the 15-album limit. SQLite transactions already run one at a
     * time on the one connection; PostgreSQL takes a transaction-scoped advisory lock.
     */
    async lockOwner(trx: Executor, userId: string): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`select pg_advisory_xact_lock(hashtext(${`albums:${userId}`}))`.execute(trx);
    },
    transaction<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
    /** Marks an album ordered unless it already is: false when another order got it first. */
    async markOrdered(albumId: string, now: string, executor: Executor): Promise<boolean> {
      const result = await executor
        .updateTable('albums')
        .set({ album_status: 'ordered', modified_at: now })
        .where('id', '=', albumId)
        .where('album_status', '!=', 'ordered')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Returns ordered albums to the status they had before. */
    async unmarkOrdered(
      albums: readonly { albumId: string; status: AlbumRow['album_status'] }[],
      executor: Executor,
    ): Promise<void> {
      for (const album of albums) {
        await executor
          .updateTable('albums')
          .set({ album_status: album.status })
          .where('id', '=', album.albumId)
          .where('album_status', '=', 'ordered')
          .execute();
      }
    },
  };
}

export type AlbumsRepository = ReturnType<typeof createAlbumsRepository>;

/**
 * An album's resource as JSON text, written by the database: `ALBUM_RESOURCE_TEMPLATE` filled
 * in by `format` (SQLite and PostgreSQL alike), each value JSON-quoted by the database's own
 * function (`json_quote`, `to_json`: both escape as JSON.stringify does), `extra` and the
 * options copied as stored. Null for an album that is not plain: its `extra` or options do
 * not look like a stored object, or it has a reopened artwork or a price change, which the
 * shop reads through their schemas.
 */
function resourceJson(dialect: Dialect) {
  const values = ALBUM_RESOURCE_TEMPLATE_COLUMNS.map(([column, kind]) => {
    if (kind === 'stored') return sql.ref(column);
    return dialect === 'postgres'
      ? sql`coalesce(to_json(${sql.ref(column)})::text, 'null')`
      : sql`json_quote(${sql.ref(column)})`;
  });
  return sql<string | null>`case when ${sql.ref('extra')} like '{%}'
    and ${sql.ref('album_options')} like '{%}'
    and ${sql.ref('artwork_reopened')} is null
    and ${sql.ref('price_changed')} is null
    then format(${sql.lit(ALBUM_RESOURCE_TEMPLATE)}, ${sql.join(values)}) end`;
}
