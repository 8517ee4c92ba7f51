import type { Kysely } from 'kysely';

/**
 * Orders (issue 9, spec 1 §3, §4, §7):
 *
 * - `orders`: one checkout (1–9 copies, `pending` until the payment provider confirms it,
 *   then `paid`) or one submitted order (10–30 copies, `standby` until the plant prices it).
 *   `price` is the total in cents the server computed; `provider` and `provider_ref` name
 *   the payment the buyer is sent to at `invoice_url`; `note_attributes` is the buyer's
 *   notes (invoice requested, fiscal code) as JSON.
 * - `order_albums`: the albums of an order with the copies and the unit price the server
 *   set. `album_id` is unique: an album is ordered once (a second concurrent checkout fails
 *   here even if it got past the conditional update). An album row that goes later leaves
 *   the order line with a null album.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('order_status', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('invoice_url', 'text')
    .addColumn('note_attributes', 'text', (col) => col.notNull())
    .addColumn('provider', 'text')
    .addColumn('provider_ref', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('modified_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('orders_user').on('orders').column('user_id').execute();

  await db.schema
    .createTable('order_albums')
    .addColumn('order_id', 'text', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('album_id', 'text', (col) => col.references('albums.id').onDelete('set null'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_albums_order').on('order_albums').column('order_id').execute();
  await db.schema
    .createIndex('order_albums_album')
    .unique()
    .on('order_albums')
    .column('album_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_albums').execute();
  await db.schema.dropTable('orders').execute();
}
