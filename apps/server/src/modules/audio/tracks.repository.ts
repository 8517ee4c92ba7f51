import type { DiscTracks } from '@vinyl/domain';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, VinylTracksTable } from '../../db/schema';

export type Side = VinylTracksTable['side'];
export type TrackRow = Selectable<VinylTracksTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** Which audio is on which side of a disc, in priority order (issue 6). */
export function createTracksRepository(db: Kysely<Database>) {
  return {
    listSide(vinylId: string, side: Side, executor: Executor = db): Promise<TrackRow[]> {
      return executor
        .selectFrom('vinyl_tracks')
        .selectAll()
        .where('vinyl_id', '=', vinylId)
        .where('side', '=', side)
        .orderBy('priority')
        .orderBy('created_at')
        .orderBy('audio_id')
        .execute();
    },
    /**
     * The seconds of every track of an album, per disc (1, 2) and side, in playing order:
     * what sets the vinyl's price band (sides and duration), read from what is stored.
     */
    async albumDiscTracks(
      albumId: string,
      discCount: number,
      executor: Executor = db,
    ): Promise<DiscTracks[]> {
      const rows = await executor
        .selectFrom('vinyls')
        .innerJoin('vinyl_tracks', 'vinyl_tracks.vinyl_id', 'vinyls.id')
        .innerJoin('audio', 'audio.id', 'vinyl_tracks.audio_id')
        .select(['vinyls.disc_number as disc', 'vinyl_tracks.side as side', 'audio.duration'])
        .where('vinyls.album_id', '=', albumId)
        .orderBy('vinyl_tracks.priority')
        .orderBy('vinyl_tracks.created_at')
        .execute();
      const side = (disc: number, name: Side) =>
        rows
          .filter((row) => row.disc === disc && row.side === name)
          .map((row) => ({ duration: Number(row.duration) }));
      return Array.from({ length: discCount }, (_, index) => ({
        sideA: side(index + 1, 'a'),
        sideB: side(index + 1, 'b'),
      }));
    },
    listByVinyls(vinylIds: readonly string[], executor: Executor = db): Promise<TrackRow[]> {
      if (vinylIds.length === 0) return Promise.resolve([]);
      return executor
        .selectFrom('vinyl_tracks')
        .selectAll()
        .where('vinyl_id', 'in', vinylIds)
        .execute();
    },
    listByAudio(audioId: string, executor: Executor = db): Promise<TrackRow[]> {
      return executor
        .selectFrom('vinyl_tracks')
        .selectAll()
        .where('audio_id', '=', audioId)
        .execute();
    },
    findOnVinyl(vinylId: string, audioId: string, executor: Executor = db) {
      return executor
        .selectFrom('vinyl_tracks')
        .selectAll()
        .where('vinyl_id', '=', vinylId)
        .where('audio_id', '=', audioId)
        .executeTakeFirst();
    },
    async insert(track: Insertable<VinylTracksTable>, executor: Executor = db): Promise<void> {
      await executor.insertInto('vinyl_tracks').values(track).execute();
    },
    async setPriority(vinylId: string, audioId: string, priority: number, executor: Executor = db) {
      await executor
        .updateTable('vinyl_tracks')
        .set({ priority })
        .where('vinyl_id', '=', vinylId)
        .where('audio_id', '=', audioId)
        .execute();
    },
    /** The customer's title and artist for a track on a disc (null: the audio's own). */
    async setNames(
      vinylId: string,
      audioId: string,
      names: { title?: string | null; artist?: string | null },
      executor: Executor = db,
    ) {
      await executor
        .updateTable('vinyl_tracks')
        .set(names)
        .where('vinyl_id', '=', vinylId)
        .where('audio_id', '=', audioId)
        .execute();
    },
    /** Seconds of silence after the track when the side plays (issue 19). */
    async setGap(vinylId: string, audioId: string, seconds: number, executor: Executor = db) {
      await executor
        .updateTable('vinyl_tracks')
        .set({ gap_after: seconds })
        .where('vinyl_id', '=', vinylId)
        .where('audio_id', '=', audioId)
        .execute();
    },
    async remove(vinylId: string, audioIds: readonly string[], executor: Executor = db) {
      if (audioIds.length === 0) return;
      await executor
        .deleteFrom('vinyl_tracks')
        .where('vinyl_id', '=', vinylId)
        .where('audio_id', 'in', audioIds)
        .execute();
    },
    async removeByVinyls(vinylIds: readonly string[], executor: Executor = db) {
      if (vinylIds.length === 0) return;
      await executor.deleteFrom('vinyl_tracks').where('vinyl_id', 'in', vinylIds).execute();
    },
    async removeByAudio(audioId: string, executor: Executor = db) {
      await executor.deleteFrom('vinyl_tracks').where('audio_id', '=', audioId).execute();
    },
    transaction<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
  };
}

export type TracksRepository = ReturnType<typeof createTracksRepository>;
