import type { Kysely } from 'kysely';

/**
 * The discs of an album (issue 5, spec 2 §3 "Vinyl"). A vinyl is created on its own
 * (`POST /api/vinyls`) and then linked to its album (`vinyl_of`), so it has an owner of
 * its own; `disc_number` is its place in the album (1 or 2), unique per album.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vinyls')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('album_id', 'text', (col) => col.references('albums.id').onDelete('cascade'))
    .addColumn('disc_number', 'integer')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft'))
    .addColumn('title', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('modified_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('vinyls_album_disc')
    .on('vinyls')
    .columns(['album_id', 'disc_number'])
    .unique()
    .execute();
  await db.schema.createIndex('vinyls_user').on('vinyls').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vinyls').execute();
}
