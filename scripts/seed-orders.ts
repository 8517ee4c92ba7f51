// `npm run seed:orders [-- --orders N --customers N --append]`:
// fills the shop's database — SQLite in DATA_DIR, or DATABASE_URL — with customers, their
// ordered albums and orders (issue 17: the orders board must stay fast with 100,000 orders
// across 20,000 customers). Inserts go in batches inside one transaction per batch.
import { pathToFileURL } from 'node:url';
import { sql, type Insertable, type Kysely } from 'kysely';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../apps/server/src/db/database';
import type { Database } from '../apps/server/src/db/schema';
import { daysAgo, makeCustomer, randomFrom, type SeedCustomer } from './seed-orders-data';
import { makeOrder } from './seed-orders-order';

export interface SeedOptions {
  customers: number;
  orders: number;
  /** Orders are spread over this many days before `now`. */
  days?: number;
  now?: Date;
  seed?: number;
}

const BATCH = 250;

/** Several rows per INSERT (fewer round trips), under SQLite's bound-parameter limit. */
async function insertMany<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  for (let start = 0; start < rows.length; start += BATCH) {
    // Kysely's insert type over a generic table name is not narrowed: the rows are typed above.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as never)
      .execute();
  }
}

/** Seeds `customers` customers and `orders` orders; answers how many rows it wrote. */
export async function seedOrders(db: Kysely<Database>, options: SeedOptions) {
  const random = randomFrom(options.seed ?? 17);
  const now = options.now ?? new Date();
  const days = options.days ?? 3 * 365;
  const customers: SeedCustomer[] = [];
  for (let i = 0; i < options.customers; i += 1) {
    customers.push(
      makeCustomer(
        random,
        i,
        daysAgo(now, days + 30 - (i / options.customers) * days).toISOString(),
      ),
    );
  }
  for (let start = 0; start < customers.length; start += 2000) {
    const rows = customers
      .slice(start, start + 2000)
      .map((c) => ({ ...c, role: 'customer' as const, modified_at: c.created_at }));
    await db.transaction().execute((trx) => insertMany(trx, 'users', rows));
  }
  let albums = 0;
  for (let start = 0; start < options.orders; start += 2000) {
    const made: ReturnType<typeof makeOrder>[] = [];
    for (let i = start; i < Math.min(options.orders, start + 2000); i += 1) {
      // A few customers order often, most once or twice (squared: skewed to the first ones).
      const customer = customers[Math.floor(random.next() ** 2 * customers.length)] as SeedCustomer;
      made.push(makeOrder(random, customer, i, now, days));
    }
    albums += made.reduce((sum, one) => sum + one.albums.length, 0);
    await db.transaction().execute(async (trx) => {
      await insertMany(
        trx,
        'albums',
        made.flatMap((one) => one.albums),
      );
      await insertMany(
        trx,
        'orders',
        made.map((one) => one.order),
      );
      await insertMany(
        trx,
        'order_albums',
        made.flatMap((one) => one.lines),
      );
    });
  }
  return { customers: customers.length, orders: options.orders, albums };
}

/**
 * A bulk load's last step on PostgreSQL: the triggers' counter rows were updated once per
 * order inside a few big transactions, and their dead versions fill pages a sum would read
 * every time; compacted once here (in daily use each change is its own small transaction,
 * which PostgreSQL prunes as it goes). Then the planner's statistics, as autovacuum would.
 */
export async function afterBulkLoad(handle: DatabaseHandle): Promise<void> {
  if (handle.dialect !== 'postgres') return;
  await sql`vacuum full order_status_counts`.execute(handle.db);
  await sql`vacuum analyze`.execute(handle.db);
}

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: `${config.dataDir}/shop.db`,
  });
  try {
    await migrateToLatest(handle.db);
    const existing = await handle.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(existing.n) > 0 && !process.argv.includes('--append')) {
      throw new Error(`the database has ${existing.n} orders already: pass --append to add more`);
    }
    const started = performance.now();
    const seeded = await seedOrders(handle.db, {
      customers: argument('customers', 20_000),
      orders: argument('orders', 100_000),
    });
    await afterBulkLoad(handle);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `seeded ${seeded.customers} customers, ${seeded.orders} orders, ${seeded.albums} albums on ${handle.dialect} in ${seconds} s`,
    );
  } finally {
    await handle.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
