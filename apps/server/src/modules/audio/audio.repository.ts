import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AudioTable, Database } from '../../db/schema';

/** `artist` (migration 0010) may be left out: an upload without tags has none. */
export type AudioRow = Omit<Selectable<AudioTable>, 'size' | 'artist'> & {
  size: number;
  artist?: string | null;
};
export type NewAudioRow = Insertable<AudioTable>;
type Executor = Kysely<Database>;

const toAudio = (row: Selectable<AudioTable>): AudioRow => ({ ...row, size: Number(row.size) });

/** Audio files and their facts (issue 6). */
export function createAudioRepository(db: Kysely<Database>) {
  return {
    async insert(audio: NewAudioRow, executor: Executor = db): Promise<void> {
      await executor.insertInto('audio').values(audio).execute();
    },
    /** The audio when it belongs to `userId`; another user's audio reads as missing. */
    async findOwned(userId: string, id: string, executor: Executor = db) {
      const row = await executor
        .selectFrom('audio')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && toAudio(row);
    },
    async listByIds(ids: readonly string[], executor: Executor = db): Promise<AudioRow[]> {
      if (ids.length === 0) return [];
      const rows = await executor.selectFrom('audio').selectAll().where('id', 'in', ids).execute();
      return rows.map(toAudio);
    },
    /**
     * Deletes those of `ids` that no disc lists any more and returns their storage keys:
     * the caller removes the files once its transaction has committed. With `ownerId`,
     * only that owner's audio is considered.
     */
    async deleteUnused(
      ids: readonly string[],
      executor: Executor = db,
      ownerId?: string,
    ): Promise<string[]> {
      if (ids.length === 0) return [];
      let query = executor.selectFrom('audio').select(['id', 'storage_key']).where('id', 'in', ids);
      // A customer's call deletes only that customer's audio (issue 13 hole 2).
      if (ownerId !== undefined) query = query.where('user_id', '=', ownerId);
      const unused = await query
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('vinyl_tracks')
                .select('vinyl_tracks.audio_id')
                .whereRef('vinyl_tracks.audio_id', '=', 'audio.id'),
            ),
          ),
        )
        .execute();
      if (unused.length === 0) return [];
      await executor
        .deleteFrom('audio')
        .where(
          'id',
          'in',
          unused.map((row) => row.id),
        )
        .execute();
      return unused.map((row) => row.storage_key);
    },
    async delete(id: string, executor: Executor = db): Promise<void> {
      await executor.deleteFrom('audio').where('id', '=', id).execute();
    },
    /**
     * Audio nobody can reach: its owner's account is gone, or it was uploaded before
     * `before` and never put on a disc (the tab was closed after the upload).
     */
    async listAbandoned(before: string): Promise<{ id: string; storage_key: string }[]> {
      return db
        .selectFrom('audio')
        .select(['id', 'storage_key'])
        .where((eb) =>
          eb.or([
            eb('user_id', 'is', null),
            eb.and([
              eb('created_at', '<', before),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('vinyl_tracks')
                    .select('vinyl_tracks.audio_id')
                    .whereRef('vinyl_tracks.audio_id', '=', 'audio.id'),
                ),
              ),
            ]),
          ]),
        )
        .execute();
    },
    transaction<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
  };
}

export type AudioRepository = ReturnType<typeof createAudioRepository>;
