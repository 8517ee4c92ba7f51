import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, lastMailTo, linkIn, signIn } from './support/accounts';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const ADMIN = 'plant-admin@press.example';
const ADMIN_PASSWORD = 'vinyl plant secret';

/**
 * Issue 17: admins invite more admins by e-mail. A new address gets an admin account and a
 * link to choose its password; an existing customer becomes an admin; the back-office stays
 * closed to customers; every invitation is in the audit log.
 */
describe(`admins inviting admins on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD, PUBLIC_ORIGIN: 'https://shop.example' },
    });
  });
  afterAll(() => t.close());

  async function admin() {
    const client = new TestClient(t.app);
    await signIn(client, ADMIN, ADMIN_PASSWORD);
    return client;
  }

  it('invites a new address: it sets its password from the mail and opens the back-office', async () => {
    const plant = await admin();
    const invited = await plant.post('/api/admin/admins', { email: 'Bea@Press.example' });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ data: { attributes: { email: 'bea@press.example' } } });
    expect(invited.body).not.toMatch(/password|hash|token/i);

    const { token } = linkIn(await lastMailTo(t.database.dataDir, 'bea@press.example'), 'reset');
    const bea = new TestClient(t.app);
    const chosen = await bea.request('PATCH', '/api/auth/change', {
      uuid: token,
      password: 'bea chooses her own',
      login: false,
    });
    expect(chosen.statusCode).toBe(204);
    await signIn(bea, 'bea@press.example', 'bea chooses her own');
    expect((await bea.get('/api/admin/orders/board')).statusCode).toBe(200);

    const again = await plant.post('/api/admin/admins', { email: 'bea@press.example' });
    expect(again.statusCode).toBe(409);
    const audited = await t.database.handle.db
      .selectFrom('audit_log')
      .select(['action', 'admin_user_id'])
      .where('action', '=', 'admin.invited')
      .execute();
    expect(audited).toHaveLength(1);
  });

  it('makes an existing customer an admin, and refuses customers and bad addresses', async () => {
    const customer = new TestClient(t.app);
    await createAccount(customer, t.database.dataDir, 'cleo@example.com');
    await signIn(customer, 'cleo@example.com', 'correct horse battery');
    const refused = await customer.post('/api/admin/admins', { email: 'cleo@example.com' });
    expect(refused.statusCode).toBe(403);
    const anonymous = await new TestClient(t.app).post('/api/admin/admins', {
      email: 'x@y.example',
    });
    expect(anonymous.statusCode).toBe(401);

    const plant = await admin();
    const bad = await plant.post('/api/admin/admins', { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect((await plant.post('/api/admin/admins', { email: 'cleo@example.com' })).statusCode).toBe(
      201,
    );
    const cleo = new TestClient(t.app);
    await signIn(cleo, 'cleo@example.com', 'correct horse battery');
    expect((await cleo.get('/api/admin/orders/board')).statusCode).toBe(200);
  });
});
