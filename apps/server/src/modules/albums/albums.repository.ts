import type { Kysely, Selectable } from 'kysely';
import type { AlbumsTable, Database } from '../../db/schema';

export type AlbumRow = Selectable<AlbumsTable>;

export interface AlbumListFilter {
  userId: string;
  albumStatusNot?: AlbumsTable['album_status'] | undefined;
}

export function createAlbumsRepository(db: Kysely<Database>) {
  function scoped({ userId, albumStatusNot }: AlbumListFilter) {
    let query = db.selectFrom('albums').where('user_id', '=', userId);
    if (albumStatusNot) query = query.where('album_status', '!=', albumStatusNot);
    return query;
  }
  return {
    listByOwner(filter: AlbumListFilter, sortDescending: boolean): Promise<AlbumRow[]> {
      return scoped(filter)
        .selectAll()
        .orderBy('modified_at', sortDescending ? 'desc' : 'asc')
        .orderBy('id')
        .execute();
    },
    async countByOwner(filter: AlbumListFilter): Promise<number> {
      const row = await scoped(filter)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type AlbumsRepository = ReturnType<typeof createAlbumsRepository>;
