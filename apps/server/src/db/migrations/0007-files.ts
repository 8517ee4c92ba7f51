import type { Kysely } from 'kysely';

/**
 * Graphics files (issue 8, spec 2 §3 "Files per album by kind", §7):
 *
 * - `files`: one uploaded, checked PDF: where it is stored, what the print checks read
 *   from it (`facts`, JSON), and its thumbnail (`pending`, `ready` or `error`). The owner
 *   is set null when the account goes, so the clean-up still finds the stored file.
 * - `album_files`: which file fills which slot of an album (kind and type, spec 2 §3),
 *   from which source (upload or designer), and whether the customer accepted a size
 *   warning. A clone points at the same files; a file goes when no album uses it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('page_count', 'integer', (col) => col.notNull())
    .addColumn('facts', 'text', (col) => col.notNull())
    .addColumn('thumbnail_status', 'text', (col) => col.notNull())
    .addColumn('thumbnail_key', 'text')
    .addColumn('thumbnail_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('modified_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('files_user').on('files').column('user_id').execute();
  await db.schema
    .createIndex('files_thumbnail_status')
    .on('files')
    .column('thumbnail_status')
    .execute();

  await db.schema
    .createTable('album_files')
    .addColumn('album_id', 'text', (col) =>
      col.notNull().references('albums.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('file_id', 'text', (col) => col.notNull().references('files.id').onDelete('cascade'))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('acknowledged', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('album_files_pk', ['album_id', 'kind', 'type'])
    .execute();
  await db.schema.createIndex('album_files_file').on('album_files').column('file_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('album_files').execute();
  await db.schema.dropTable('files').execute();
}
