import type { AlbumsTable } from '../../db/schema';
import type { AlbumsRepository } from './albums.repository';
import { toAlbumResource } from './albums.view';

interface Deps {
  albums: AlbumsRepository;
}

export interface ListAlbumsQuery {
  userId: string;
  albumStatusNot?: AlbumsTable['album_status'] | undefined;
  sortDescending: boolean;
}

/** Albums are always read through their owner: `filter[mine]` is the only view. */
export function createAlbumService({ albums }: Deps) {
  async function listMine(query: ListAlbumsQuery) {
    const filter = { userId: query.userId, albumStatusNot: query.albumStatusNot };
    const [rows, count] = await Promise.all([
      albums.listByOwner(filter, query.sortDescending),
      albums.countByOwner(filter),
    ]);
    return { data: rows.map(toAlbumResource), meta: { pagination: { count } } };
  }
  return { listMine };
}

export type AlbumService = ReturnType<typeof createAlbumService>;
