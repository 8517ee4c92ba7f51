import type { Kysely } from 'kysely';

/**
 * Track names (issue 14 item 10, decision 015):
 *
 * - `vinyl_tracks.title` and `vinyl_tracks.artist`: what the customer calls the track on
 *   this disc. Null means "not renamed": the audio's own title (its tags, else the cleaned
 *   file name) and artist are shown. They live on the track, not on the audio, because a
 *   clone shares the audio: renaming a track of the clone leaves the original (maybe
 *   ordered) album as it was.
 * - `audio.artist`: the artist named in the file's tags, when it has one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vinyl_tracks').addColumn('title', 'text').execute();
  await db.schema.alterTable('vinyl_tracks').addColumn('artist', 'text').execute();
  await db.schema.alterTable('audio').addColumn('artist', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audio').dropColumn('artist').execute();
  await db.schema.alterTable('vinyl_tracks').dropColumn('artist').execute();
  await db.schema.alterTable('vinyl_tracks').dropColumn('title').execute();
}
