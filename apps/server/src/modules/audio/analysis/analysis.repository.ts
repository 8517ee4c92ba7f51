import { sql, type Kysely, type Selectable } from 'kysely';
import type { AudioAnalysesTable, Database } from '../../../db/schema';

export type AnalysisRow = Selectable<AudioAnalysesTable>;

/** One analysis per audio content (SHA-256), its state and results (migration 0019). */
export function createAnalysisRepository(db: Kysely<Database>) {
  return {
    /** Adds a pending analysis unless this content has one already. */
    async ensure(sha256: string, now: string): Promise<void> {
      await db
        .insertInto('audio_analyses')
        .values({ sha256, status: 'pending', created_at: now })
        .onConflict((conflict) => conflict.column('sha256').doNothing())
        .execute();
    },
    /** Pending analyses for stored audio made before analyses existed (or whose row went). */
    async backfill(now: string): Promise<void> {
      await sql`insert into audio_analyses (sha256, status, created_at, attempts)
        select distinct audio.sha256, 'pending', ${now}, 0 from audio
        where not exists (select 1 from audio_analyses a where a.sha256 = audio.sha256)`.execute(
        db,
      );
    },
    async listBySha(shas: readonly string[]): Promise<AnalysisRow[]> {
      if (shas.length === 0) return [];
      return db.selectFrom('audio_analyses').selectAll().where('sha256', 'in', shas).execute();
    },
    async listPending(limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('audio_analyses')
        .select('sha256')
        .where('status', '=', 'pending')
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.sha256);
    },
    /** Takes a pending analysis for this process; false when another took it first. */
    async claim(sha256: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('audio_analyses')
        .set((eb) => ({ status: 'running', started_at: now, attempts: eb('attempts', '+', 1) }))
        .where('sha256', '=', sha256)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async finish(sha256: string, measurements: string, peaksKey: string, now: string) {
      await db
        .updateTable('audio_analyses')
        .set({ status: 'done', error: null, measurements, peaks_key: peaksKey, finished_at: now })
        .where('sha256', '=', sha256)
        .execute();
    },
    async fail(sha256: string, error: string, now: string) {
      await db
        .updateTable('audio_analyses')
        .set({ status: 'failed', error: error.slice(0, 500), finished_at: now })
        .where('sha256', '=', sha256)
        .execute();
    },
    /**
     * Runs started before `startedBefore` were cut off (a restart, a killed process: a live
     * one ends within the timeout): back to pending, or failed after `maxAttempts`.
     */
    async resumeStale(startedBefore: string, maxAttempts: number, now: string) {
      const stale = db
        .updateTable('audio_analyses')
        .where('status', '=', 'running')
        .where('started_at', '<', startedBefore);
      await stale
        .set({
          status: 'failed',
          error: 'The analysis was interrupted too often',
          finished_at: now,
        })
        .where('attempts', '>=', maxAttempts)
        .execute();
      await stale.set({ status: 'pending' }).where('attempts', '<', maxAttempts).execute();
    },
    /** The stored audio of this content (any owner's: the bytes are the same). */
    async findAudioOf(sha256: string) {
      return db
        .selectFrom('audio')
        .select(['id', 'storage_key', 'container', 'file_name'])
        .where('sha256', '=', sha256)
        .orderBy('created_at')
        .executeTakeFirst();
    },
    /** The decoded length replaces the one read from the bytes (prices and limits follow it). */
    async setDecodedDuration(sha256: string, seconds: number, now: string) {
      await db
        .updateTable('audio')
        .set({ duration: seconds, modified_at: now })
        .where('sha256', '=', sha256)
        .where('duration', '!=', seconds)
        .execute();
    },
  };
}

export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>;
