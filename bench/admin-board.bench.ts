// The orders board (issue 17) on a shop of 100,000 orders across 20,000 customers, seeded
// once per database by scripts/seed-orders.ts: its first page and a search by e-mail through
// the board's service (page, total, album titles, expected ship dates), each against a plain
// indexed SELECT of the same rows through the same driver, side by side; SQLite, then
// PostgreSQL (BENCH_DATABASE_URL, or a throwaway cluster). Target: ratio ≤ 3.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../apps/server/src/db/database';
import { createAdminBoardModule } from '../apps/server/src/modules/admin-board';
import { createAuditService } from '../apps/server/src/modules/audit';
import { createCatalogueModule } from '../apps/server/src/modules/catalogue';
import { afterBulkLoad, seedOrders } from '../scripts/seed-orders';
import { benchPostgres } from './postgres';
import type { BenchResult } from './run';
import { timePerOp } from './timing';

const ORDERS = Number(process.env.BENCH_BOARD_ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_BOARD_CUSTOMERS ?? ORDERS / 5);
const TIMING = { rounds: 5, ops: 200 };
const COLUMNS = [
  'id',
  'order_status',
  'user_id',
  'customer_email',
  'shipping_name',
  'billing_name',
  'quantity',
  'price',
  'paid_at',
  'created_at',
] as const;

async function boardService(handle: DatabaseHandle, dataDir: string) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const clock = { now: () => new Date() };
  const log = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
  const audit = createAuditService({ db: handle.db, clock });
  const deps = { db: handle.db, config, clock, log, audit };
  const catalogue = await createCatalogueModule(deps);
  const auth = { resendActivation: async () => {} };
  const module = createAdminBoardModule({ ...deps, catalogue: catalogue.service, auth });
  return module.service.board;
}

/** One database: seed, then the two measurements, each against its baseline. */
async function measure(label: string, handle: DatabaseHandle, dataDir: string) {
  const { db } = handle;
  await migrateToLatest(db);
  const started = performance.now();
  await seedOrders(db, { customers: CUSTOMERS, orders: ORDERS });
  const seeded = ((performance.now() - started) / 1000).toFixed(0);
  await afterBulkLoad(handle);
  const board = await boardService(handle, dataDir);
  // The customer with the most orders: the e-mail search's rows, its worst case.
  const frequent = await db
    .selectFrom('orders')
    .select(['customer_email', (eb) => eb.fn.countAll().as('n')])
    .groupBy('customer_email')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const email = String(frequent.customer_email);
  const page = { number: 1, size: 25 };
  const cases = [
    {
      name: 'first page',
      subject: () => board.list({ sort: '-created', page }),
      baseline: () =>
        db
          .selectFrom('orders')
          .select(COLUMNS)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(25)
          .execute(),
    },
    {
      name: `search "${email}"`,
      subject: () => board.list({ q: email, sort: '-created', page }),
      baseline: () =>
        db
          .selectFrom('orders')
          .select(COLUMNS)
          .where((eb) => eb(eb.fn('lower', ['customer_email']), '=', email))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(25)
          .execute(),
    },
  ];
  const lines = [`${label}: ${ORDERS} orders, ${CUSTOMERS} customers seeded in ${seeded} s`];
  for (const one of cases) {
    const [subjectRows, baselineRows] = [
      (await one.subject()).data.length,
      (await one.baseline()).length,
    ];
    if (subjectRows !== baselineRows)
      throw new Error(`${one.name}: ${subjectRows} rows vs ${baselineRows}`);
    await timePerOp(one.baseline, { rounds: 1, ops: 50 });
    const baselineMs = await timePerOp(one.baseline, TIMING);
    const subjectMs = await timePerOp(one.subject, TIMING);
    lines.push(
      `  board ${one.name}: ${subjectMs.toFixed(3)} ms vs plain indexed SELECT ${baselineMs.toFixed(3)} ms per op → ratio ${(subjectMs / baselineMs).toFixed(2)} (${subjectRows} rows)`,
    );
  }
  return lines;
}

export async function adminBoardBench(): Promise<BenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-bench-board-'));
  const lines: string[] = [];
  const sqlite = openDatabase({ sqliteFile: path.join(dataDir, 'shop.db') });
  try {
    lines.push(...(await measure('orders board on SQLite', sqlite, dataDir)));
  } finally {
    await sqlite.destroy();
  }
  const postgres = await benchPostgres(process.env.BENCH_DATABASE_URL);
  if (!postgres) {
    lines.push('orders board on PostgreSQL: DID NOT RUN (no BENCH_DATABASE_URL, no initdb/pg_ctl)');
  } else {
    const handle = openDatabase({ databaseUrl: postgres.url, sqliteFile: '' });
    try {
      lines.push(
        ...(await measure(`orders board on PostgreSQL (${postgres.origin})`, handle, dataDir)),
      );
    } finally {
      await handle.destroy();
      await postgres.drop();
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    name: 'orders board',
    baseline: 'plain indexed SELECT',
    baselineMs: 1,
    subjectMs: 1,
    summary: lines.join('\n'),
  };
}
