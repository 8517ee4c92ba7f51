import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('albums')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft'))
    .addColumn('album_format', 'text')
    .addColumn('album_rpm', 'text')
    .addColumn('album_status', 'text', (col) => col.notNull().defaultTo('in_progress'))
    .addColumn('album_progress', 'text', (col) => col.notNull().defaultTo('texts'))
    .addColumn('title', 'text')
    .addColumn('author', 'text')
    .addColumn('description', 'text')
    .addColumn('extra', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('album_options', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('modified_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('albums_user_modified')
    .on('albums')
    .columns(['user_id', 'modified_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('albums').execute();
}
