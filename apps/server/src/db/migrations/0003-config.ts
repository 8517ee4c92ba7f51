import type { Kysely } from 'kysely';

/** Named configuration documents served by GET /api/config (spec 2 §7), e.g. `Catalog`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('config_entries')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('modified_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('config_entries').execute();
}
