import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, VinylsTable } from '../../db/schema';

export type VinylRow = Selectable<VinylsTable>;
export type NewVinylRow = Insertable<VinylsTable>;
export type VinylChanges = Omit<Updateable<VinylsTable>, 'id' | 'user_id' | 'created_at'>;
type Executor = Kysely<Database>;

export function createVinylsRepository(db: Kysely<Database>) {
  return {
    /** The vinyl when it belongs to `userId`; another user's vinyl reads as missing. */
    findOwned(userId: string, id: string, executor: Executor = db): Promise<VinylRow | undefined> {
      return executor
        .selectFrom('vinyls')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
    /** The discs of an album in disc order. */
    listByAlbum(albumId: string, executor: Executor = db): Promise<VinylRow[]> {
      return executor
        .selectFrom('vinyls')
        .selectAll()
        .where('album_id', '=', albumId)
        .orderBy('disc_number')
        .execute();
    },
    async insert(vinyl: NewVinylRow, executor: Executor = db): Promise<void> {
      await executor.insertInto('vinyls').values(vinyl).execute();
    },
    async update(id: string, changes: VinylChanges, executor: Executor = db): Promise<void> {
      await executor.updateTable('vinyls').set(changes).where('id', '=', id).execute();
    },
    async removeByAlbum(albumId: string, executor: Executor = db): Promise<void> {
      await executor.deleteFrom('vinyls').where('album_id', '=', albumId).execute();
    },
    transaction<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
  };
}

export type VinylsRepository = ReturnType<typeof createVinylsRepository>;
