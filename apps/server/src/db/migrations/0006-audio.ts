import type { Kysely } from 'kysely';

/**
 * Audio uploads and track lists (issue 6, spec 2 §3 "Audio track", §7):
 *
 * - `audio`: one uploaded, checked file and its facts. The owner is set null when the
 *   account goes, so the clean-up job still finds the stored file and removes it.
 * - `vinyl_tracks`: which audio is on which side of a disc, in `priority` order. An
 *   audio may sit on discs of several albums (a clone shares its files).
 * - `uploads`: tus uploads in progress or finished (owner, declared name and SHA-256,
 *   the audio made from it), so another user's upload URL answers 404 and stale ones expire.
 * - `upload_grants`: short-lived upload tokens, stored as their SHA-256.
 *
 * Sizes are bigint: a master can pass 2 GiB.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audio')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('container', 'text', (col) => col.notNull())
    .addColumn('codec', 'text')
    .addColumn('duration', 'double precision', (col) => col.notNull())
    .addColumn('sample_rate', 'integer')
    .addColumn('bits_per_sample', 'integer')
    .addColumn('channels', 'integer')
    .addColumn('bitrate', 'integer')
    .addColumn('lossless', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('modified_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audio_user').on('audio').column('user_id').execute();

  await db.schema
    .createTable('vinyl_tracks')
    .addColumn('vinyl_id', 'text', (col) =>
      col.notNull().references('vinyls.id').onDelete('cascade'),
    )
    .addColumn('side', 'text', (col) => col.notNull())
    .addColumn('audio_id', 'text', (col) =>
      col.notNull().references('audio.id').onDelete('cascade'),
    )
    .addColumn('priority', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('vinyl_tracks_pk', ['vinyl_id', 'audio_id'])
    .execute();
  await db.schema
    .createIndex('vinyl_tracks_side')
    .on('vinyl_tracks')
    .columns(['vinyl_id', 'side', 'priority'])
    .execute();
  await db.schema.createIndex('vinyl_tracks_audio').on('vinyl_tracks').column('audio_id').execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('object_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('uploads_expires').on('uploads').column('expires_at').execute();

  await db.schema
    .createTable('upload_grants')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('upload_grants_expires')
    .on('upload_grants')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_grants').execute();
  await db.schema.dropTable('uploads').execute();
  await db.schema.dropTable('vinyl_tracks').execute();
  await db.schema.dropTable('audio').execute();
}
