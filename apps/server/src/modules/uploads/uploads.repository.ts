import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, UploadGrantsTable, UploadsTable } from '../../db/schema';

export type UploadRow = Omit<Selectable<UploadsTable>, 'size'> & { size: number };
export type UploadGrantRow = Selectable<UploadGrantsTable>;
type Executor = Kysely<Database>;

const toUpload = (row: Selectable<UploadsTable>): UploadRow => ({ ...row, size: Number(row.size) });

/** Upload grants and tus uploads (issue 6); grants are kept as their token's SHA-256. */
export function createUploadsRepository(db: Kysely<Database>) {
  return {
    async insertGrant(grant: Insertable<UploadGrantsTable>): Promise<void> {
      await db.insertInto('upload_grants').values(grant).execute();
    },
    /** The grant with this hash when it has not expired at `now`. */
    findLiveGrant(id: string, now: string): Promise<UploadGrantRow | undefined> {
      return db
        .selectFrom('upload_grants')
        .selectAll()
        .where('id', '=', id)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },
    async deleteExpiredGrants(now: string): Promise<number> {
      const result = await db
        .deleteFrom('upload_grants')
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async insertUpload(upload: Insertable<UploadsTable>): Promise<void> {
      await db.insertInto('uploads').values(upload).execute();
    },
    async findUpload(id: string): Promise<UploadRow | undefined> {
      const row = await db
        .selectFrom('uploads')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toUpload(row);
    },
    /** The upload when it belongs to `userId`; another user's upload reads as missing. */
    async findOwnedUpload(userId: string, id: string, executor: Executor = db) {
      const row = await executor
        .selectFrom('uploads')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && toUpload(row);
    },
    async setUploadObject(id: string, objectId: string): Promise<void> {
      await db.updateTable('uploads').set({ object_id: objectId }).where('id', '=', id).execute();
    },
    async deleteUpload(id: string): Promise<void> {
      await db.deleteFrom('uploads').where('id', '=', id).execute();
    },
    /** Uploads not finished yet: at start, those whose bytes are all staged are finished. */
    async listUnfinishedUploads(): Promise<UploadRow[]> {
      const rows = await db
        .selectFrom('uploads')
        .selectAll()
        .where('object_id', 'is', null)
        .orderBy('created_at')
        .execute();
      return rows.map(toUpload);
    },
    /** Uploads whose time is up: unfinished ones lose their bytes, finished ones their row. */
    async listExpiredUploads(now: string): Promise<UploadRow[]> {
      const rows = await db
        .selectFrom('uploads')
        .selectAll()
        .where('expires_at', '<=', now)
        .execute();
      return rows.map(toUpload);
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
