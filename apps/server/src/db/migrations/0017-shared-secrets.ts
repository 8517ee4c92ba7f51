import type { Kysely } from 'kysely';

/**
 * Secrets the shop makes itself when none is configured (the ALTCHA key, the payment
 * links' key; issue 20): kept in the database, which every server of one shop shares,
 * so two servers sign and verify with the same key. A key made earlier in
 * `DATA_DIR/secrets/` is copied in at the first start after this migration (db/shared-secrets.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shared_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shared_secrets').execute();
}
