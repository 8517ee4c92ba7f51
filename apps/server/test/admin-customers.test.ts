import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrderCustomer, createOrderableAlbum } from './factories';
import {
  botCheckField,
  createAccount,
  linkIn,
  mailsSettled,
  readOutbox,
  signIn,
} from './support/accounts';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const ADMIN = 'customers-admin@press.example';
const PASSWORD = 'vinyl plant secret';
const CUSTOMER_PASSWORD = 'correct horse battery';

interface Customer {
  id: string;
  attributes: {
    email: string | null;
    name: string | null;
    role: string;
    active: boolean;
    guest: boolean;
    created_at: string;
    albums_count: number;
    orders_count: number;
  };
}
interface CustomerList {
  data: Customer[];
  meta: { total: number; page: number; size: number };
}

/**
 * Issue 17 "Customers": list and search, a customer's albums and orders, resend activation —
 * and nothing that reveals a password hash, a session or a token.
 */
describe(`customers on ${testDialect}`, () => {
  let t: TestApp;
  let plant: TestClient;
  const bodies: string[] = [];
  const people = { active: '', draft: '', guest: '' };
  const stamp = crypto.randomUUID().slice(0, 6);
  const activeEmail = `mara.${stamp}@example.com`;
  const draftEmail = `dino.${stamp}@example.com`;
  const guestEmail = `guest.${stamp}@example.com`;

  async function get(url: string) {
    const response = await plant.get(url);
    bodies.push(response.body);
    return response;
  }

  async function list(query = ''): Promise<CustomerList> {
    const response = await get(`/api/admin/customers${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CustomerList>();
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD: PASSWORD } });
    const db = t.database.handle.db;
    // An active customer with a name, an album and an order.
    const mara = new TestClient(t.app);
    people.active = await createAccount(mara, t.database.dataDir, activeEmail, CUSTOMER_PASSWORD);
    await db
      .updateTable('users')
      .set({ name: 'Mara', surname: 'Vinci' })
      .where('id', '=', people.active)
      .execute();
    await signIn(mara, activeEmail, CUSTOMER_PASSWORD);
    const album = await createOrderableAlbum(db, mara, 12);
    const ordered = await mara.post('/api/submit-order', {
      products: [{ variant_id: 1, quantity: 12, album_id: album.id }],
      note_attributes: [],
      customer: buildOrderCustomer({ email: activeEmail }),
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    await createOrderableAlbum(db, mara, 2);
    // A sign-up not activated yet.
    const dino = new TestClient(t.app);
    const signUp = await dino.post('/api/signup', {
      username: draftEmail,
      email: draftEmail,
      password: CUSTOMER_PASSWORD,
      ...(await botCheckField(dino)),
    });
    expect(signUp.statusCode).toBe(202);
    people.draft = (
      await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', draftEmail)
        .executeTakeFirstOrThrow()
    ).id;
    // A guest whose address is only on the order.
    const guest = new TestClient(t.app);
    people.guest = (await guest.loginAsGuest()).id;
    const guestAlbum = await createOrderableAlbum(db, guest, 2);
    const checkout = await guest.post('/api/checkout', {
      products: [{ variant_id: 1, quantity: 2, album_id: guestAlbum.id }],
      note_attributes: [],
      customer: buildOrderCustomer({ email: guestEmail }),
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    plant = new TestClient(t.app);
    await signIn(plant, ADMIN, PASSWORD);
  });
  afterAll(() => t.close());

  it('refuses anonymous callers (401) and customers (403)', async () => {
    const customer = new TestClient(t.app);
    await customer.loginAsGuest();
    for (const [method, url] of [
      ['GET', '/api/admin/customers'],
      ['GET', `/api/admin/customers/${people.active}`],
      ['POST', `/api/admin/customers/${people.draft}/resend-activation`],
    ] as const) {
      expect((await new TestClient(t.app).request(method, url)).statusCode, url).toBe(401);
      expect((await customer.request(method, url)).statusCode, url).toBe(403);
    }
  });

  it('lists customers newest first, with their albums and orders counted', async () => {
    const page = await list('?page[size]=100');
    const users = await t.database.handle.db
      .selectFrom('users')
      .select(['id', 'created_at'])
      .execute();
    expect(page.meta).toEqual({ total: users.length, page: 1, size: 100 });
    const created = page.data.map((row) => row.attributes.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const byId = new Map(page.data.map((row) => [row.id, row.attributes]));
    expect(byId.get(people.active)).toMatchObject({
      email: activeEmail,
      name: 'Mara Vinci',
      role: 'customer',
      active: true,
      guest: false,
      albums_count: 2,
      orders_count: 1,
    });
    expect(byId.get(people.draft)).toMatchObject({
      email: draftEmail,
      active: false,
      guest: false,
      albums_count: 0,
      orders_count: 0,
    });
    expect(byId.get(people.guest)).toMatchObject({
      email: guestEmail,
      guest: true,
      albums_count: 1,
      orders_count: 1,
    });
    expect(byId.get(people.guest)?.name).toBeNull();
    const second = await list('?page[size]=1&page[number]=2');
    expect(second.data.map((row) => row.id)).toEqual([page.data[1]?.id]);
  });

  it('searches by e-mail start in any case, by name, and finds a guest by their order address', async () => {
    const ids = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).data.map((row) => row.id);
    expect(await ids(activeEmail.toUpperCase())).toEqual([people.active]);
    expect(await ids(`dino.${stamp}`)).toEqual([people.draft]);
    expect(await ids('vinc')).toEqual([people.active]);
    expect(await ids(guestEmail)).toEqual([people.guest]);
    expect(await ids('nobody-at-all@example.com')).toEqual([]);
    expect((await list(`?q=${encodeURIComponent(`@example.com${stamp}`)}`)).meta.total).toBe(0);
    expect((await plant.get(`/api/admin/customers?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('shows one customer with their albums and orders; an unknown id is a 404', async () => {
    const response = await get(`/api/admin/customers/${people.active}`);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json<{
      data: Customer;
      meta: {
        albums: { id: string; title: string; status: string; updated_at: string }[];
        orders: { id: string; order_number: string; order_status: string; total: number }[];
      };
    }>();
    expect(data).toMatchObject({
      type: 'customers',
      id: people.active,
      attributes: { email: activeEmail, albums_count: 2, orders_count: 1 },
    });
    expect(meta.albums.map((album) => album.status).sort()).toEqual(['in_progress', 'ordered']);
    expect(meta.orders).toHaveLength(1);
    expect(meta.orders[0]).toMatchObject({
      order_status: 'standby',
      order_number: meta.orders[0]?.id,
    });
    expect(meta.orders[0]?.total).toBeGreaterThan(0);
    const unknown = await plant.get('/api/admin/customers/no-such-user');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].status).toBe('404');
  });

  it('resends the activation mail of a sign-up (202); its new link activates; 409 when active', async () => {
    await mailsSettled(t.database.dataDir);
    const before = readOutbox(t.database.dataDir).filter((mail) => mail.to.includes(draftEmail));
    const resent = await plant.post(`/api/admin/customers/${people.draft}/resend-activation`);
    bodies.push(resent.body);
    expect(resent.statusCode, resent.body).toBe(202);
    await mailsSettled(t.database.dataDir);
    const after = readOutbox(t.database.dataDir).filter((mail) => mail.to.includes(draftEmail));
    expect(after).toHaveLength(before.length + 1);
    const { token } = linkIn(after.at(-1) ?? { decoded: '' }, 'activate');
    const activated = await new TestClient(t.app).post('/api/signup/activation', { uuid: token });
    expect(activated.statusCode, activated.body).toBe(200);
    const audit = await t.database.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', people.draft)
      .execute();
    expect(audit.map((row) => [row.action, row.target_type])).toEqual([
      ['customer.activation_resent', 'users'],
    ]);
    for (const id of [people.draft, people.active, people.guest]) {
      const again = await plant.post(`/api/admin/customers/${id}/resend-activation`);
      expect(again.statusCode, id).toBe(409);
      expect(again.json().errors[0].code).toBe('already_active');
    }
    expect(
      (await plant.post('/api/admin/customers/no-such-user/resend-activation')).statusCode,
    ).toBe(404);
  });

  it('never answers a password hash, a session or a token', async () => {
    const db = t.database.handle.db;
    const secrets = [
      ...(await db.selectFrom('users').select('password_hash').execute()).map(
        (row) => row.password_hash,
      ),
      ...(await db.selectFrom('sessions').select('id').execute()).map((row) => row.id),
      ...(await db.selectFrom('account_tokens').select('id').execute()).map((row) => row.id),
      plant.cookie('sid'),
      plant.cookie('csrf'),
    ].filter((value): value is string => Boolean(value));
    expect(secrets.length).toBeGreaterThan(5);
    await list('?page[size]=100');
    for (const id of Object.values(people)) await get(`/api/admin/customers/${id}`);
    const all = bodies.join('\n');
    for (const secret of secrets) expect(all.includes(secret)).toBe(false);
    expect(all).not.toMatch(/password|argon2|session|token/i);
  });
});
