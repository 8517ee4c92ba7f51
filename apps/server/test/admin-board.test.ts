import { orderExpectedShipDate, processingDaysOf, type OrderStatus } from '@vinyl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrders } from '../../../scripts/seed-orders';
import { signIn } from './support/accounts';
import { createTestApp, createTestClock, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const ADMIN = 'board-admin@press.example';
const PASSWORD = 'vinyl plant secret';

interface BoardRow {
  id: string;
  attributes: {
    order_number: string;
    order_status: OrderStatus;
    customer: { id: string | null; email: string; name: string | null };
    album_titles: string[];
    copies: number;
    total: number;
    paid: boolean;
    created_at: string;
    age_days: number;
    expected_ship_date: string | null;
  };
}
interface Board {
  data: BoardRow[];
  meta: { total: number; page: number; size: number };
}

/** Every order as the board should see it, read plainly from the tables. */
interface Known {
  id: string;
  status: string;
  email: string;
  names: string[];
  titles: string[];
  price: number;
  created: string;
  paidAt: string | null;
}

const byCreated = (a: Known, b: Known) =>
  a.created === b.created ? (a.id < b.id ? -1 : 1) : a.created < b.created ? -1 : 1;
const byTotal = (a: Known, b: Known) =>
  a.price === b.price ? (a.id < b.id ? -1 : 1) : a.price - b.price;
const byStatus = (a: Known, b: Known) =>
  a.status === b.status ? byCreated(a, b) : a.status < b.status ? -1 : 1;

/**
 * Issue 17, the orders board: every order across customers, filtered by status, searched by
 * order number, e-mail, name or album title, sorted and paged on the server. A seeded shop
 * (the seed script's own data) is read plainly from the tables and every answer compared.
 */
describe(`the orders board on ${testDialect}`, () => {
  let t: TestApp;
  let plant: TestClient;
  let known: Known[];
  const clock = createTestClock();

  async function readKnown(): Promise<Known[]> {
    const db = t.database.handle.db;
    const orders = await db.selectFrom('orders').selectAll().execute();
    const lines = await db
      .selectFrom('order_albums')
      .select(['order_id', 'title'])
      .orderBy('created_at')
      .orderBy('title')
      .execute();
    return orders.map((order) => ({
      id: order.id,
      status: order.order_status,
      email: (order.customer_email ?? '').toLowerCase(),
      names: [order.shipping_name, order.billing_name].map((name) => (name ?? '').toLowerCase()),
      titles: lines.filter((line) => line.order_id === order.id).map((line) => line.title),
      price: Number(order.price),
      created: order.created_at,
      paidAt: order.paid_at,
    }));
  }

  async function board(query: string): Promise<Board> {
    const response = await plant.get(`/api/admin/orders/board${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Board>();
  }

  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD: PASSWORD } });
    const db = t.database.handle.db;
    await seedOrders(db, { customers: 40, orders: 260, days: 120, now: clock.now(), seed: 7 });
    // Names and titles with LIKE's own characters, taken literally by the search.
    const [first, second] = await db
      .selectFrom('orders')
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    await db
      .updateTable('orders')
      .set({ billing_name: 'Zoë 100%_Club' })
      .where('id', '=', first?.id ?? '')
      .execute();
    await db
      .updateTable('order_albums')
      .set({ title: 'Under_score Night' })
      .where('order_id', '=', second?.id ?? '')
      .execute();
    plant = new TestClient(t.app);
    await signIn(plant, ADMIN, PASSWORD);
    known = await readKnown();
  });
  afterAll(() => t.close());

  it('refuses anonymous callers (401) and customers (403), as JSON:API errors', async () => {
    const anonymous = await new TestClient(t.app).get('/api/admin/orders/board');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0]).toMatchObject({ status: '401' });
    const customer = new TestClient(t.app);
    await customer.loginAsGuest();
    const refused = await customer.get('/api/admin/orders/board?q=a');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({ status: '403', code: 'forbidden' });
  });

  it('answers the newest orders first, with the rows as the tables have them', async () => {
    const page = await board('');
    const expected = [...known].sort(byCreated).reverse().slice(0, 25);
    expect(ids(page.data)).toEqual(ids(expected));
    expect(page.meta).toEqual({ total: known.length, page: 1, size: 25 });
    for (const row of page.data) {
      const order = known.find((one) => one.id === row.id);
      if (!order) throw new Error('a row that is no order');
      const status = order.status as OrderStatus;
      expect(row.attributes).toMatchObject({
        order_number: order.id,
        order_status: status,
        album_titles: order.titles,
        total: order.price,
        paid: order.paidAt !== null,
        created_at: order.created,
        age_days: Math.floor((clock.now().getTime() - Date.parse(order.created)) / 86_400_000),
        expected_ship_date: orderExpectedShipDate(
          { status, paidAt: order.paidAt },
          processingDaysOf({}),
        ),
      });
      expect(row.attributes.customer.email).toBe(order.email);
    }
    expect(page.data.some((row) => row.attributes.expected_ship_date !== null)).toBe(true);
  });

  it('names the account as the buyer of an order placed before buyers were stored', async () => {
    const db = t.database.handle.db;
    const account = await db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select(['orders.id', 'users.email', 'users.name', 'users.surname'])
      .where('users.email', 'is not', null)
      .orderBy('orders.created_at', 'desc')
      .executeTakeFirstOrThrow();
    const legacy = { customer_email: null, billing_name: null, shipping_name: null };
    await db.updateTable('orders').set(legacy).where('id', '=', account.id).execute();
    const page = await board(`?q=${account.id}`);
    expect(page.data.map((row) => row.attributes.customer)).toEqual([
      expect.objectContaining({
        email: account.email,
        name: `${account.name} ${account.surname}`,
      }),
    ]);
    known = await readKnown();
  });

  it.each([
    ['created', byCreated],
    ['-created', (a: Known, b: Known) => byCreated(b, a)],
    ['total', byTotal],
    ['-total', (a: Known, b: Known) => byTotal(b, a)],
    ['status', byStatus],
    ['-status', (a: Known, b: Known) => byStatus(b, a)],
  ])('sorts by %s and pages without gaps or repeats', async (sort, compare) => {
    const expected = [...known].sort(compare);
    const first = await board(`?sort=${sort}&page[size]=40`);
    const second = await board(`?sort=${sort}&page[number]=2&page[size]=40`);
    expect(ids([...first.data, ...second.data])).toEqual(ids(expected.slice(0, 80)));
    expect(second.meta).toEqual({ total: known.length, page: 2, size: 40 });
  });

  it('filters by status, with the total of that status', async () => {
    for (const status of ['delivered', 'standby', 'pending', 'cancelled'] as const) {
      const expected = known
        .filter((order) => order.status === status)
        .sort(byCreated)
        .reverse();
      const page = await board(`?filter[status]=${status}&page[size]=100`);
      expect(ids(page.data)).toEqual(ids(expected.slice(0, 100)));
      expect(page.meta.total).toBe(expected.length);
      expect(expected.length, status).toBeGreaterThan(0);
    }
  });

  it('searches e-mails by their start, in any case; an @ searches e-mails only', async () => {
    const someone = known.find((order) => order.email.includes('@'));
    const email = someone?.email ?? '';
    const exact = await board(`?q=${encodeURIComponent(email.toUpperCase())}&page[size]=100`);
    const expected = known.filter((order) => order.email === email);
    expect(ids(exact.data).sort()).toEqual(ids(expected).sort());
    expect(exact.meta.total).toBe(expected.length);
    const start = email.slice(0, email.indexOf('@') + 2);
    const byStart = await board(`?q=${encodeURIComponent(start)}&page[size]=100`);
    expect(ids(byStart.data).sort()).toEqual(
      ids(known.filter((o) => o.email.startsWith(start))).sort(),
    );
  });

  it('searches order numbers by their start, names and album titles by what they contain', async () => {
    const matches = (text: string) =>
      known.filter(
        (order) =>
          order.id.startsWith(text) ||
          order.email.startsWith(text) ||
          order.names.some((name) => name.includes(text)) ||
          order.titles.some((title) => title.toLowerCase().includes(text)),
      );
    const target = known[17];
    for (const q of [
      target?.id ?? '',
      target?.id.slice(0, 6) ?? '',
      'ross',
      'MIDNIGHT',
      '%_c',
      'r_s',
      '100%',
    ]) {
      const page = await board(`?q=${encodeURIComponent(q)}&page[size]=100&sort=created`);
      const expected = matches(q.toLowerCase()).sort(byCreated);
      expect(ids(page.data), q).toEqual(ids(expected.slice(0, 100)));
      expect(page.meta.total, q).toBe(expected.length);
      if (q !== 'r_s') expect(expected.length, q).toBeGreaterThan(0);
    }
    // LIKE's wildcards are taken literally: "r_s" is not "ros".
    expect(matches('r_s').length).toBeLessThan(matches('ros').length);
    const none = await board('?q=no-such-thing-anywhere');
    expect(none).toEqual({ data: [], meta: { total: 0, page: 1, size: 25 } });
  });

  it('refuses bad input with a 400, never a 500', async () => {
    for (const query of [
      '?page[size]=101',
      '?page[size]=0',
      '?page[number]=0',
      '?sort=price',
      '?filter[status]=lost',
      `?q=${'x'.repeat(101)}`,
      '?unknown=1',
    ]) {
      const response = await plant.get(`/api/admin/orders/board${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].status, query).toBe('400');
    }
  });

  it('keeps its totals exact when an order changes status or goes', async () => {
    const standby = known.find((order) => order.status === 'standby');
    if (!standby) throw new Error('the seed made no standby order');
    const before = (await board('?filter[status]=standby')).meta.total;
    const pendingBefore = (await board('?filter[status]=pending')).meta.total;
    const priced = await plant.post(`/api/admin/orders/${standby.id}/price`, { price: 90_000 });
    expect(priced.statusCode, priced.body).toBe(200);
    expect((await board('?filter[status]=standby')).meta.total).toBe(before - 1);
    expect((await board('?filter[status]=pending')).meta.total).toBe(pendingBefore + 1);
    // An order deleted by hand (the seed's have no history rows) leaves the counts too.
    const delivered = known.filter((order) => order.status === 'delivered');
    await t.database.handle.db
      .deleteFrom('orders')
      .where('id', '=', delivered[0]?.id ?? '')
      .execute();
    expect((await board('?filter[status]=delivered')).meta.total).toBe(delivered.length - 1);
    expect((await board('')).meta.total).toBe(known.length - 1);
  });
});
