import { sql, type Kysely } from 'kysely';

/**
 * Catalogue versions (issue 17, the catalogue editor):
 *
 * - `catalogue_versions`: every catalogue the plant published, never changed; the newest is
 *   the one the shop sells from and `/api/config` serves. Version 1 is the catalogue the shop
 *   had before (the `Catalog` config entry, which the versions replace) or, on a new
 *   database, the default one seeded at start.
 * - `orders.catalogue_version`: the version an order was priced with (its price never
 *   follows a later catalogue); null on orders placed before this migration.
 * - `albums.catalogue_version`: the version an album in progress was last re-priced from
 *   when opened, and `albums.price_changed` the notice `{ from, to }` (cents) the customer
 *   sees until the next save when that re-pricing changed the album's price.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_versions')
    .addColumn('version', 'integer', (col) => col.primaryKey())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('published_by', 'text')
    .addColumn('note', 'text')
    .execute();
  await sql`insert into catalogue_versions (version, content, published_at)
    select 1, content, modified_at from config_entries where name = 'Catalog'`.execute(db);
  await sql`delete from config_entries where name = 'Catalog'`.execute(db);
  await db.schema.alterTable('orders').addColumn('catalogue_version', 'integer').execute();
  // One column per statement: SQLite adds one at a time.
  await db.schema.alterTable('albums').addColumn('catalogue_version', 'integer').execute();
  await db.schema.alterTable('albums').addColumn('price_changed', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`insert into config_entries (name, content, modified_at)
    select 'Catalog', content, published_at from catalogue_versions
    where version = (select max(version) from catalogue_versions)`.execute(db);
  await db.schema.alterTable('albums').dropColumn('price_changed').execute();
  await db.schema.alterTable('albums').dropColumn('catalogue_version').execute();
  await db.schema.alterTable('orders').dropColumn('catalogue_version').execute();
  await db.schema.dropTable('catalogue_versions').execute();
}
