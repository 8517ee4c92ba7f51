import { sql, type Kysely } from 'kysely';
import { createOrderCountTriggers, dropOrderCountTriggers } from './0015-order-counts';

/**
 * The plant's orders board and quotes (issue 17):
 *
 * - quotes on `orders`: `discount_amount` (cents) and `discount_reason`, a price line the
 *   buyer sees; `quote_expires_at`, after which the quote's payment link says the offer
 *   expired; `quote_revision`, bumped each time the plant revises a quote, signed into the
 *   payment link so the links of an earlier quote stop working (0 = the first quote, whose
 *   links are signed as before this migration).
 * - indexes the board pages, filters, sorts and searches with, so its first page and a
 *   search by e-mail read a page of an index rather than the table (100,000 orders):
 *   created and total sorts with and without a status filter, the buyer's e-mail in lower
 *   case (an expression index: the search is a range on `lower(customer_email)`), and the
 *   customers list's newest-first order.
 * - `order_status_counts`: how many orders each status has, kept by triggers on `orders`
 *   (see 0015-order-counts.ts), so the board's total is a read of a dozen rows, not a count
 *   of 100,000 (PostgreSQL counts them in tens of milliseconds).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, 'text' | 'integer', boolean][] = [
    ['discount_amount', 'integer', false],
    ['discount_reason', 'text', false],
    ['quote_expires_at', 'text', false],
    ['quote_revision', 'integer', true],
  ];
  // One column per statement: SQLite adds one at a time.
  for (const [name, type, zeroDefault] of columns) {
    await db.schema
      .alterTable('orders')
      .addColumn(name, type, (col) => (zeroDefault ? col.notNull().defaultTo(0) : col))
      .execute();
  }
  const indexes: [string, string[]][] = [
    ['orders_created', ['created_at', 'id']],
    ['orders_price', ['price', 'id']],
    ['orders_status_created', ['order_status', 'created_at', 'id']],
    ['orders_status_price', ['order_status', 'price', 'id']],
    ['users_created', ['created_at', 'id']],
  ];
  for (const [name, on] of indexes) {
    const table = name.startsWith('users') ? 'users' : 'orders';
    await db.schema.createIndex(name).on(table).columns(on).execute();
  }
  await db.schema
    .createIndex('orders_customer_email')
    .on('orders')
    .expression(sql`lower(customer_email)`)
    .execute();
  await createOrderCountTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropOrderCountTriggers(db);
  for (const name of [
    'orders_customer_email',
    'users_created',
    'orders_status_price',
    'orders_status_created',
    'orders_price',
    'orders_created',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  for (const name of ['quote_revision', 'quote_expires_at', 'discount_reason', 'discount_amount']) {
    await db.schema.alterTable('orders').dropColumn(name).execute();
  }
}
