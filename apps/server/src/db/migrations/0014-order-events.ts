import { sql, type Kysely } from 'kysely';

/**
 * The order's history and the plant's artwork check (issue 17):
 *
 * - `order_events`: one row per change of an order's status (`from_status` null when the
 *   order was placed), who made it (`actor_user_id`, null for the customer's checkout and
 *   the gateway's payment) and its facts as JSON (the carrier and tracking number of a
 *   shipment, an artwork problem's part and message, a cancellation's reason). An event
 *   that changes no status (a replaced artwork file) has `from_status = to_status`. Rows
 *   are only ever added; they go with their order.
 * - `albums.artwork_reopened`: while an order's artwork has a problem, the one printed part
 *   (`{ kind, type, message }` as JSON) whose file the customer may replace in the ordered
 *   album; null otherwise.
 *
 * Orders placed before this migration get their history from what their row remembers:
 * placed at `created_at`, priced at `priced_at`, paid at `paid_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('order_id', 'text', (column) =>
      column.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (column) => column.notNull())
    .addColumn('actor_user_id', 'text', (column) =>
      column.references('users.id').onDelete('set null'),
    )
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('order_events_order')
    .on('order_events')
    .columns(['order_id', 'created_at'])
    .execute();
  await db.schema.alterTable('albums').addColumn('artwork_reopened', 'text').execute();

  // `||` joins text on both databases; the suffix keeps each backfilled id unique.
  await sql`
    insert into order_events (id, order_id, from_status, to_status, actor_user_id, data, created_at)
    select id || ':placed', id, null,
      case when priced_at is not null or order_status = 'standby' then 'standby' else 'pending' end,
      null, '{}', created_at
    from orders`.execute(db);
  await sql`
    insert into order_events (id, order_id, from_status, to_status, actor_user_id, data, created_at)
    select id || ':priced', id, 'standby', 'pending', null, '{}', priced_at
    from orders where priced_at is not null`.execute(db);
  await sql`
    insert into order_events (id, order_id, from_status, to_status, actor_user_id, data, created_at)
    select id || ':paid', id, 'pending', 'paid', null, '{}', paid_at
    from orders where paid_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('albums').dropColumn('artwork_reopened').execute();
  await db.schema.dropTable('order_events').execute();
}
