import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { AlbumFilesTable, Database, FilesTable } from '../../db/schema';

export type FileRow = Omit<Selectable<FilesTable>, 'size'> & { size: number };
export type NewFileRow = Insertable<FilesTable>;
export type AlbumFileRow = Selectable<AlbumFilesTable>;
export type Executor = Kysely<Database>;

const toFile = (row: Selectable<FilesTable>): FileRow => ({ ...row, size: Number(row.size) });

/** Graphics files and the album slots they fill (issue 8). */
export function createFilesRepository(db: Kysely<Database>) {
  return {
    transaction<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
    async insert(file: NewFileRow, executor: Executor = db): Promise<void> {
      await executor.insertInto('files').values(file).execute();
    },
    async find(id: string, executor: Executor = db): Promise<FileRow | undefined> {
      const row = await executor
        .selectFrom('files')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toFile(row);
    },
    /** The file when it belongs to `userId`; another user's file reads as missing. */
    async findOwned(userId: string, id: string, executor: Executor = db) {
      const row = await executor
        .selectFrom('files')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && toFile(row);
    },
    async listByIds(ids: readonly string[], executor: Executor = db): Promise<FileRow[]> {
      if (ids.length === 0) return [];
      const rows = await executor.selectFrom('files').selectAll().where('id', 'in', ids).execute();
      return rows.map(toFile);
    },
    async update(
      id: string,
      changes: Omit<Updateable<FilesTable>, 'id'>,
      executor: Executor = db,
    ): Promise<void> {
      await executor.updateTable('files').set(changes).where('id', '=', id).execute();
    },
    async listByThumbnailStatus(status: FilesTable['thumbnail_status']): Promise<string[]> {
      const rows = await db
        .selectFrom('files')
        .select('id')
        .where('thumbnail_status', '=', status)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => row.id);
    },

    /** The album's slots, optionally of one kind, in a stable order. */
    listSlots(albumId: string, kind?: string, executor: Executor = db): Promise<AlbumFileRow[]> {
      let query = executor.selectFrom('album_files').selectAll().where('album_id', '=', albumId);
      if (kind) query = query.where('kind', '=', kind);
      return query.orderBy('kind').orderBy('type').execute();
    },
    listSlotsOfFile(fileId: string, executor: Executor = db): Promise<AlbumFileRow[]> {
      return executor.selectFrom('album_files').selectAll().where('file_id', '=', fileId).execute();
    },
    findSlot(albumId: string, kind: string, type: string, executor: Executor = db) {
      return executor
        .selectFrom('album_files')
        .selectAll()
        .where('album_id', '=', albumId)
        .where('kind', '=', kind)
        .where('type', '=', type)
        .executeTakeFirst();
    },
    /** Puts a file in a slot, replacing whatever filled it. */
    async putSlot(slot: Insertable<AlbumFilesTable>, executor: Executor = db): Promise<void> {
      await executor
        .deleteFrom('album_files')
        .where('album_id', '=', slot.album_id)
        .where('kind', '=', slot.kind)
        .where('type', '=', slot.type)
        .execute();
      await executor.insertInto('album_files').values(slot).execute();
    },
    async removeSlots(
      albumId: string,
      kind: string,
      fileIds: readonly string[],
      executor: Executor = db,
    ): Promise<void> {
      if (fileIds.length === 0) return;
      await executor
        .deleteFrom('album_files')
        .where('album_id', '=', albumId)
        .where('kind', '=', kind)
        .where('file_id', 'in', fileIds)
        .execute();
    },
    async removeAlbumSlots(albumId: string, executor: Executor = db): Promise<void> {
      await executor.deleteFrom('album_files').where('album_id', '=', albumId).execute();
    },
    async removeFileSlots(fileId: string, executor: Executor = db): Promise<void> {
      await executor.deleteFrom('album_files').where('file_id', '=', fileId).execute();
    },
    /**
     * Deletes those of `ids` that no album uses any more and returns their stored keys
     * (the PDF and its thumbnail): the caller removes them once its transaction commits.
     * With `ownerId`, only that owner's files are considered.
     */
    async deleteUnused(
      ids: readonly string[],
      executor: Executor = db,
      ownerId?: string,
    ): Promise<string[]> {
      if (ids.length === 0) return [];
      let query = executor
        .selectFrom('files')
        .select(['id', 'storage_key', 'thumbnail_key'])
        .where('id', 'in', ids);
      // A customer's call deletes only that customer's files (issue 13 hole 2).
      if (ownerId !== undefined) query = query.where('user_id', '=', ownerId);
      const unused = await query
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('album_files')
                .select('album_files.file_id')
                .whereRef('album_files.file_id', '=', 'files.id'),
            ),
          ),
        )
        .execute();
      if (unused.length === 0) return [];
      const unusedIds = unused.map((row) => row.id);
      await executor.deleteFrom('files').where('id', 'in', unusedIds).execute();
      return unused.flatMap((row) => [
        row.storage_key,
        ...(row.thumbnail_key ? [row.thumbnail_key] : []),
      ]);
    },
    /** Files in no album, created before `olderThan`: an upload never attached, or orphaned. */
    async listAbandoned(olderThan: string): Promise<string[]> {
      const rows = await db
        .selectFrom('files')
        .select('id')
        .where('created_at', '<', olderThan)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('album_files')
                .select('album_files.file_id')
                .whereRef('album_files.file_id', '=', 'files.id'),
            ),
          ),
        )
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
