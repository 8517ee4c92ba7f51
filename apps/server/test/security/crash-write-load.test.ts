import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { buildOrderCustomer, createOrderableAlbum } from '../factories';
import type { TestClient } from '../support/test-app';
import { testDialect } from '../support/test-database';
import {
  bundleServer,
  createPostgresDatabase,
  HttpClient,
  startServer,
  type ServerProcess,
} from './server-process';

const SEED = Number(process.env.SECURITY_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ROUNDS = Number(process.env.SECURITY_CRASH_ROUNDS ?? 3);
/** Albums a guest fills before the next guest starts (the shop allows 15 in progress). */
const ALBUMS_PER_GUEST = 12;

interface Acknowledged {
  albums: string[];
  orders: { id: string; client: HttpClient }[];
}

const newAlbum = {
  data: {
    type: 'albums',
    attributes: { status: 'draft', album_format: '12', album_status: 'in_progress' },
  },
};

/** Creates albums as fast as answers come, a new guest every ALBUMS_PER_GUEST. */
async function albumWorker(baseUrl: string, acks: Acknowledged, stop: { now: boolean }) {
  while (!stop.now) {
    const client = new HttpClient(baseUrl);
    try {
      await client.loginAsGuest();
      for (let made = 0; made < ALBUMS_PER_GUEST && !stop.now; made++) {
        const answer = await client.post('/api/albums', newAlbum);
        if (answer.statusCode === 201)
          acks.albums.push(answer.json<{ data: { id: string } }>().data.id);
      }
    } catch {
      return; // the server is gone
    }
  }
}

/** Checks out each prepared album in turn, one order per album. */
async function orderWorker(
  client: HttpClient,
  albumIds: string[],
  acks: Acknowledged,
  stop: { now: boolean },
) {
  for (const albumId of albumIds) {
    if (stop.now) return;
    try {
      const answer = await client.post('/api/checkout', {
        products: [
          { variant_id: 1, quantity: 2, album_id: albumId },
          { variant_id: 2, quantity: 2 },
        ],
        note_attributes: [],
        customer: buildOrderCustomer(),
      });
      if (answer.statusCode === 201)
        acks.orders.push({ id: answer.json<{ data: { id: string } }>().data.id, client });
    } catch {
      return;
    }
  }
}

/**
 * Issue 13, decision 013: the real server as its own process under a write load (albums
 * created, orders placed), killed with SIGKILL at a random moment, restarted: the SQLite
 * file passes `PRAGMA integrity_check` and every album and order whose creation was
 * acknowledged is there (on PostgreSQL, every acknowledged row).
 */
describe(`kill -9 under write load on ${testDialect}`, () => {
  let dataDir: string;
  let env: Record<string, string>;
  let server: ServerProcess & { port: number };
  let database: DatabaseHandle;
  let dropPostgres: (() => Promise<void>) | undefined;
  let bundle: Awaited<ReturnType<typeof bundleServer>>;
  const figures = { kills: 0, albums: 0, orders: 0, integrity: 0 };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-crash-'));
    env = { DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web-build') };
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const created = await createPostgresDatabase(adminUrl);
      env.DATABASE_URL = created.url;
      dropPostgres = created.drop;
    }
    bundle = await bundleServer();
    server = await startServer(bundle.entry, env);
    database = openDatabase({
      databaseUrl: env.DATABASE_URL,
      sqliteFile: path.join(dataDir, 'shop.db'),
    });
    console.log(
      `[security ${testDialect}] crash seed ${SEED} (replay: SECURITY_CRASH_SEED=${SEED})`,
    );
  }, 90_000);

  afterAll(async () => {
    console.log(
      `[security ${testDialect}] crash under write load: ${figures.kills}/${ROUNDS} kill -9, ` +
        `${figures.albums} albums and ${figures.orders} orders acknowledged and all present` +
        (testDialect === 'sqlite'
          ? `, integrity_check ok ${figures.integrity}/${figures.kills}`
          : ''),
    );
    await server?.stop();
    await database?.destroy();
    await dropPostgres?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
    bundle?.remove();
  });

  it('keeps every acknowledged album and order and a sound database', async () => {
    const killAfter = fc.sample(fc.integer({ min: 0, max: 800 }), { seed: SEED, numRuns: ROUNDS });
    const db = database.db;
    for (let round = 0; round < ROUNDS; round++) {
      // Albums ready to order, made through the API with their tracks written as rows.
      const buyers: { client: HttpClient; albums: string[] }[] = [];
      for (let buyer = 0; buyer < 3; buyer++) {
        const client = new HttpClient(server.baseUrl);
        await client.loginAsGuest();
        const albums: string[] = [];
        for (let n = 0; n < 5; n++) {
          albums.push((await createOrderableAlbum(db, client as unknown as TestClient, 2)).id);
        }
        buyers.push({ client, albums });
      }
      const acks: Acknowledged = { albums: [], orders: [] };
      const stop = { now: false };
      const workers = [
        albumWorker(server.baseUrl, acks, stop),
        albumWorker(server.baseUrl, acks, stop),
        ...buyers.map((buyer) => orderWorker(buyer.client, buyer.albums, acks, stop)),
      ];
      // Kill at a random moment once the load is under way (a few writes acknowledged).
      const until = Date.now() + 10_000;
      while (acks.albums.length + acks.orders.length < 4 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await new Promise((resolve) => setTimeout(resolve, killAfter[round]));
      await server.kill9();
      stop.now = true;
      await Promise.all(workers);
      figures.kills++;

      if (testDialect === 'sqlite') {
        const file = new BetterSqlite(path.join(dataDir, 'shop.db'));
        const check = file.pragma('integrity_check') as { integrity_check: string }[];
        const foreign = file.pragma('foreign_key_check') as unknown[];
        file.close();
        expect(check).toEqual([{ integrity_check: 'ok' }]);
        expect(foreign).toEqual([]);
        figures.integrity++;
      }

      server = await startServer(bundle.entry, env, server.port);
      const albumIds = acks.albums.length ? acks.albums : ['-'];
      const orderIds = acks.orders.length ? acks.orders.map((order) => order.id) : ['-'];
      const albums = await db
        .selectFrom('albums')
        .select('id')
        .where('id', 'in', albumIds)
        .execute();
      const orders = await db
        .selectFrom('orders')
        .select('id')
        .where('id', 'in', orderIds)
        .execute();
      const lines = await db
        .selectFrom('order_albums')
        .select('order_id')
        .where('order_id', 'in', orderIds)
        .execute();
      expect(albums.length, 'acknowledged albums in the database').toBe(acks.albums.length);
      expect(orders.length, 'acknowledged orders in the database').toBe(acks.orders.length);
      expect(new Set(lines.map((line) => line.order_id)).size).toBe(acks.orders.length);
      for (const order of acks.orders) {
        expect((await order.client.get(`/api/orders/${order.id}`)).statusCode).toBe(200);
      }
      figures.albums += acks.albums.length;
      figures.orders += acks.orders.length;
    }
    expect(figures.albums + figures.orders, 'the load acknowledged something').toBeGreaterThan(0);
  }, 300_000);
});
