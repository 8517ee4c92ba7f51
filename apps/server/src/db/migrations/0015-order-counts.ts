import { sql, type Kysely } from 'kysely';

/**
 * How many orders each status has (issue 17, migration 0015): the orders board's total,
 * exact without counting the table. Triggers on `orders` keep it, so every writer — the
 * orders module, the production moves, the seed script, a repair by hand — is counted.
 * Triggers are the one place the two databases need their own SQL (decision 022); the
 * table and the queries that read it are the same on both.
 *
 * On PostgreSQL two transactions that change statuses lock the two counter rows they touch;
 * they are always locked in the order of the status names, so they never deadlock.
 */
const SQLITE = [
  sql`create trigger orders_count_insert after insert on orders begin
    insert into order_status_counts (order_status, n) values (new.order_status, 1)
      on conflict (order_status) do update set n = n + 1;
  end`,
  sql`create trigger orders_count_delete after delete on orders begin
    update order_status_counts set n = n - 1 where order_status = old.order_status;
  end`,
  sql`create trigger orders_count_update after update of order_status on orders
    when old.order_status <> new.order_status begin
    update order_status_counts set n = n - 1 where order_status = old.order_status;
    insert into order_status_counts (order_status, n) values (new.order_status, 1)
      on conflict (order_status) do update set n = n + 1;
  end`,
];

const POSTGRES = [
  sql`create function order_status_count(status text, delta integer) returns void
    language sql as $$
      insert into order_status_counts (order_status, n) values (status, delta)
        on conflict (order_status) do update set n = order_status_counts.n + delta
    $$`,
  sql`create function orders_count_trigger() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform order_status_count(new.order_status, 1);
      elsif tg_op = 'DELETE' then
        perform order_status_count(old.order_status, -1);
      elsif old.order_status < new.order_status then
        perform order_status_count(old.order_status, -1);
        perform order_status_count(new.order_status, 1);
      else
        perform order_status_count(new.order_status, 1);
        perform order_status_count(old.order_status, -1);
      end if;
      return null;
    end $$`,
  sql`create trigger orders_count_insert_delete after insert or delete on orders
    for each row execute function orders_count_trigger()`,
  sql`create trigger orders_count_update after update of order_status on orders
    for each row when (old.order_status is distinct from new.order_status)
    execute function orders_count_trigger()`,
];

/** PostgreSQL numbers its parameters ($1), SQLite does not (?): the compiled SQL tells. */
function isPostgres(db: Kysely<unknown>): boolean {
  return sql`select ${1}`.compile(db).sql.includes('$1');
}

export async function createOrderCountTriggers(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_status_counts')
    .addColumn('order_status', 'text', (col) => col.primaryKey())
    .addColumn('n', 'integer', (col) => col.notNull())
    .execute();
  await sql`insert into order_status_counts (order_status, n)
    select order_status, count(*) from orders group by order_status`.execute(db);
  for (const statement of isPostgres(db) ? POSTGRES : SQLITE) await statement.execute(db);
}

export async function dropOrderCountTriggers(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger orders_count_update on orders`.execute(db);
    await sql`drop trigger orders_count_insert_delete on orders`.execute(db);
    await sql`drop function orders_count_trigger()`.execute(db);
    await sql`drop function order_status_count(text, integer)`.execute(db);
  } else {
    for (const name of ['orders_count_update', 'orders_count_delete', 'orders_count_insert']) {
      await sql`drop trigger ${sql.id(name)}`.execute(db);
    }
  }
  await db.schema.dropTable('order_status_counts').execute();
}
