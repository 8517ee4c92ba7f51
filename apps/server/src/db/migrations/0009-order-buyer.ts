import { sql, type Kysely } from 'kysely';

/**
 * The buyer of an order (issue 9: a record is a physical good), on `orders`:
 *
 * - contact: `customer_email` (guests included) and `customer_phone`; `locale` is the
 *   language the buyer ordered in, for the mails sent later (paid, priced);
 * - `shipping_*`: where the records go (`shipping_country` ISO 3166-1 alpha-2);
 * - `billing_*`: who the receipt or invoice is made out to; `billing_invoice` 0/1, with the
 *   VAT number and/or the Italian e-invoice code (SDI code or PEC);
 * - money in cents, all set by the server: `items_price` (the records) and `shipping_cost`
 *   (by `shipping_zone`, from the catalogue), `price` staying their sum; `vat_included` 0/1
 *   and `vat_rate` (percent) as the catalogue said when the order was placed;
 * - `plant_note` and `priced_at`: the plant's note and time when it priced a standby order.
 *
 * Orders placed before this migration have no buyer: their records price is their total.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, 'text' | 'integer' | 'real', boolean][] = [
    ['locale', 'text', false],
    ['customer_email', 'text', false],
    ['customer_phone', 'text', false],
    ['shipping_name', 'text', false],
    ['shipping_address', 'text', false],
    ['shipping_address2', 'text', false],
    ['shipping_city', 'text', false],
    ['shipping_postal_code', 'text', false],
    ['shipping_province', 'text', false],
    ['shipping_country', 'text', false],
    ['shipping_zone', 'text', false],
    ['billing_name', 'text', false],
    ['billing_invoice', 'integer', true],
    ['billing_vat_number', 'text', false],
    ['billing_sdi_code', 'text', false],
    ['items_price', 'integer', false],
    ['shipping_cost', 'integer', true],
    ['vat_included', 'integer', false],
    ['vat_rate', 'real', false],
    ['plant_note', 'text', false],
    ['priced_at', 'text', false],
  ];
  // One column per statement: SQLite adds one at a time.
  for (const [name, type, zeroDefault] of columns) {
    await db.schema
      .alterTable('orders')
      .addColumn(name, type, (col) => (zeroDefault ? col.notNull().defaultTo(0) : col))
      .execute();
  }
  await sql`update orders set items_price = price`.execute(db);
  await db.schema
    .createIndex('orders_status_modified')
    .on('orders')
    .columns(['order_status', 'modified_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_status_modified').execute();
  for (const name of [
    'priced_at',
    'plant_note',
    'vat_rate',
    'vat_included',
    'shipping_cost',
    'items_price',
    'billing_sdi_code',
    'billing_vat_number',
    'billing_invoice',
    'billing_name',
    'shipping_zone',
    'shipping_country',
    'shipping_province',
    'shipping_postal_code',
    'shipping_city',
    'shipping_address2',
    'shipping_address',
    'shipping_name',
    'customer_phone',
    'customer_email',
    'locale',
  ]) {
    await db.schema.alterTable('orders').dropColumn(name).execute();
  }
}
