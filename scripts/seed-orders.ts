// `npm run seed:orders [-- --orders N --customers N --append]`:
// fills the shop's database — SQLite in DATA_DIR, or DATABASE_URL — with customers, their
// ordered albums and orders (issue 17: the orders board must stay fast with 100,000 orders
// across 20,000 customers). Inserts go in batches inside one transaction per batch.
import { pathToFileURL } from 'node:url';
import { ORDER_STATUSES } from '@vinyl/domain';
import type { Insertable, Kysely } from 'kysely';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import type {
  AlbumsTable,
  Database,
  OrderAlbumsTable,
  OrdersTable,
} from '../apps/server/src/db/schema';
import {
  albumTitle,
  contactOf,
  daysAgo,
  makeCustomer,
  randomFrom,
  statusFor,
  type Random,
  type SeedCustomer,
} from './seed-orders-data';

export interface SeedOptions {
  customers: number;
  orders: number;
  /** Orders are spread over this many days before `now`. */
  days?: number;
  now?: Date;
  seed?: number;
}

const BATCH = 250;
const DAY = 86_400_000;

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

function makeOrder(random: Random, customer: SeedCustomer, index: number, now: Date, days: number) {
  const age = random.next() * days;
  const created = daysAgo(now, age);
  const quote = random.next() < 0.2;
  const status = statusFor(random, age, quote, ORDER_STATUSES);
  const count = random.next() < 0.75 ? 1 : random.next() < 0.8 ? 2 : 3;
  const orderId = random.uuid();
  const iso = created.toISOString();
  const albums: Insertable<AlbumsTable>[] = [];
  const lines: Insertable<OrderAlbumsTable>[] = [];
  for (let n = 0; n < count; n += 1) {
    const quantity = quote ? random.int(10, 30) : random.int(1, 9);
    const title = albumTitle(random);
    const album = { id: random.uuid(), user_id: customer.id, album_status: 'ordered' as const };
    albums.push({
      ...album,
      title,
      author: `${customer.surname ?? 'Band'} ${n + 1}`,
      quantity,
      album_format: random.pick(['7"', '10"', '12"']),
      album_rpm: random.pick(['33', '45']),
      album_progress: 'summary',
      status: 'draft',
      extra: '{}',
      created_at: iso,
      modified_at: iso,
    });
    lines.push({
      order_id: orderId,
      album_id: album.id,
      title,
      quantity,
      unit_price: random.int(900, 2500),
      created_at: iso,
    });
  }
  const quantity = lines.reduce((sum, line) => sum + Number(line.quantity), 0);
  const items = lines.reduce(
    (sum, line) => sum + Number(line.quantity) * Number(line.unit_price),
    0,
  );
  const shipping = 1500;
  const priced = quote && status !== 'standby' ? new Date(created.getTime() + 2 * DAY) : null;
  const paid =
    !['standby', 'pending'].includes(status) && !(status === 'cancelled' && random.next() < 0.5);
  const name = customer.name ? `${customer.name} ${customer.surname}` : `Guest ${index}`;
  const order: Insertable<OrdersTable> = {
    id: orderId,
    user_id: customer.id,
    title: count > 1 ? `${lines[0]?.title} (${count} albums)` : String(lines[0]?.title),
    order_status: status,
    price: items + shipping,
    quantity,
    invoice_url: null,
    note_attributes: '[]',
    provider: 'test',
    provider_ref: `test_${orderId}`,
    paid_at: paid ? new Date(created.getTime() + 3 * DAY).toISOString() : null,
    created_at: iso,
    modified_at: iso,
    locale: random.pick(['it', 'en']),
    customer_email: contactOf(customer, index),
    shipping_name: name,
    shipping_address: `Via Roma ${random.int(1, 200)}`,
    shipping_city: 'Bologna',
    shipping_postal_code: '40121',
    shipping_country: 'IT',
    shipping_zone: 'italy',
    billing_name: name,
    items_price: items,
    shipping_cost: shipping,
    vat_included: 1,
    vat_rate: 22,
    priced_at: priced?.toISOString() ?? null,
    quote_expires_at: priced ? new Date(priced.getTime() + 14 * DAY).toISOString() : null,
  };
  return { order, albums, lines };
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
