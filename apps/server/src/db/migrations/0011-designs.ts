import type { Kysely } from 'kysely';

/**
 * The online designer's documents (issue 16, decision 020): one per album and printed part
 * (kind and type, the slot the finished print file will fill). The document is the JSON the
 * domain's `DesignDocumentSchema` validates; `updated_at` says when it was last saved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('designs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('album_id', 'text', (column) =>
      column.notNull().references('albums.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('document', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('designs_album_part', ['album_id', 'kind', 'type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('designs').execute();
}
