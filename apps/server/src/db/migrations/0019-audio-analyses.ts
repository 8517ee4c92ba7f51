import type { Kysely } from 'kysely';

/**
 * Audio analysis (issue 19):
 *
 * - `audio_analyses`: one row per distinct audio content (its SHA-256), so an identical
 *   file uploaded again — by anyone, or a cloned album's — is never analysed twice. `status`
 *   pending → running → done | failed (with `error`); `measurements` is the JSON of what was
 *   measured, `peaks_key` the storage key of the waveform's peaks; `attempts` counts starts
 *   (a run cut by a restart is started again, up to a limit).
 * - `vinyl_tracks.gap_after`: seconds of silence after the track when the side is played
 *   (and cut) back to back; 2 by default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audio_analyses')
    .addColumn('sha256', 'text', (col) => col.primaryKey())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('measurements', 'text')
    .addColumn('peaks_key', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('audio_analyses_status')
    .on('audio_analyses')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .alterTable('vinyl_tracks')
    .addColumn('gap_after', 'double precision', (col) => col.notNull().defaultTo(2))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vinyl_tracks').dropColumn('gap_after').execute();
  await db.schema.dropTable('audio_analyses').execute();
}
