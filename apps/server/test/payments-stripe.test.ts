import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { buildOrderCustomer } from './factories';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe';
import { createReadyAlbum } from './support/ready-album';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen } from './support/uploads';

const SECRET_KEY = 'sk_test_shop';
const WEBHOOK_SECRET = 'whsec_test_shop';

interface OrderAttributes {
  order_status: string;
  price: number;
  invoice_url: string | null;
}

/**
 * Issue 9 item 5: with Stripe's keys set, checkout makes a Checkout Session on (a local fake
 * of) Stripe's API, and only an event signed with the webhook secret, for the right amount,
 * marks the order paid, once.
 */
describe(`Stripe payments on ${testDialect}`, () => {
  let t: TestApp;
  let fake: FakeStripe;
  let baseUrl: string;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    fake = await startFakeStripe(SECRET_KEY);
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
        PUBLIC_ORIGIN: 'https://shop.example',
      },
    });
    baseUrl = await listen(t.app);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function placedOrder(quantity = 2) {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const album = await createReadyAlbum(client, baseUrl, { quantity });
    const response = await client.post('/api/checkout', {
      products: [{ variant_id: 1, quantity, album_id: album.id, price: 1 }],
      note_attributes: [],
      customer: buildOrderCustomer(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<{ data: { id: string; invoice_url: string } }>().data;
    return { client, placed, order: await orderOf(client, placed.id) };
  }

  async function orderOf(client: TestClient, id: string): Promise<OrderAttributes> {
    const response = await client.get(`/api/orders/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { attributes: OrderAttributes } }>().data.attributes;
  }

  const storedOrder = (id: string) =>
    t.database.handle.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();

  function sessionEvent(
    orderId: string,
    amount: number,
    overrides: { type?: string; payment_status?: string; currency?: string } = {},
  ) {
    return JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: overrides.type ?? 'checkout.session.completed',
      data: {
        object: {
          id: `cs_test_${orderId}`,
          object: 'checkout.session',
          client_reference_id: orderId,
          metadata: { order_id: orderId },
          amount_total: amount,
          currency: overrides.currency ?? 'eur',
          payment_status: overrides.payment_status ?? 'paid',
        },
      },
    });
  }

  const signed = (payload: string, secret = WEBHOOK_SECRET) =>
    signer.webhooks.generateTestHeaderString({ payload, secret });

  const sendWebhook = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });

  it('refuses a Stripe secret key without its webhook secret, naming the variable', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig({}).payments).toMatchObject({ provider: 'test' });
  });

  it('answers the Checkout Session URL as invoice_url, made for the order total in euros', async () => {
    const { placed, order } = await placedOrder(3);
    const session = [...fake.sessions.values()].find(
      (made) => made.client_reference_id === placed.id,
    );
    expect(session).toBeDefined();
    expect(placed.invoice_url).toBe(session?.url);
    // The order's own invoice_url is its payment link, which opens this session.
    expect(order.invoice_url).toMatch(`https://shop.example/ext/pay/${placed.id}?token=`);
    expect(order.order_status).toBe('pending');
    const call = fake.calls.find((made) => made.form.client_reference_id === placed.id);
    expect(call?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call?.form).toMatchObject({
      mode: 'payment',
      'metadata[order_id]': placed.id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(order.price),
      success_url: `https://shop.example/orders?order=${placed.id}`,
      cancel_url: `https://shop.example/orders?order=${placed.id}`,
    });
    expect(order.price).toBeGreaterThan(0);
  });

  it('marks the order paid on a signed completed session, and a replay changes nothing', async () => {
    const { client, placed, order } = await placedOrder();
    const payload = sessionEvent(placed.id, order.price);
    const first = await sendWebhook(payload, signed(payload));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ data: { received: true, changed: true } });
    expect((await orderOf(client, placed.id)).order_status).toBe('paid');
    const before = await storedOrder(placed.id);
    const replay = await sendWebhook(payload, signed(payload));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.changed).toBe(false);
    expect(await storedOrder(placed.id)).toEqual(before);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { client, placed, order } = await placedOrder();
    const before = await storedOrder(placed.id);
    const payload = sessionEvent(placed.id, order.price);
    const forged = await sendWebhook(payload, signed(payload, 'whsec_someone_else'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0]).toMatchObject({ status: '400', code: 'invalid_signature' });
    const tampered = await sendWebhook(payload.replace('"eur"', '"usd"'), signed(payload));
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderOf(client, placed.id)).order_status).toBe('pending');
    expect(await storedOrder(placed.id)).toEqual(before);
  });

  it('changes nothing for a wrong amount or currency', async () => {
    const { client, placed, order } = await placedOrder();
    const before = await storedOrder(placed.id);
    for (const payload of [
      sessionEvent(placed.id, order.price - 1),
      sessionEvent(placed.id, order.price, { currency: 'usd' }),
    ]) {
      const response = await sendWebhook(payload, signed(payload));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].code).toBe('amount_mismatch');
    }
    expect((await orderOf(client, placed.id)).order_status).toBe('pending');
    expect(await storedOrder(placed.id)).toEqual(before);
  });

  it('acknowledges other event types and unpaid sessions with 200 and changes nothing', async () => {
    const { client, placed, order } = await placedOrder();
    const before = await storedOrder(placed.id);
    for (const payload of [
      sessionEvent(placed.id, order.price, { type: 'checkout.session.expired' }),
      sessionEvent(placed.id, order.price, { type: 'customer.created' }),
      sessionEvent(placed.id, order.price, { payment_status: 'unpaid' }),
    ]) {
      const response = await sendWebhook(payload, signed(payload));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: { received: true, changed: false } });
    }
    expect((await orderOf(client, placed.id)).order_status).toBe('pending');
    expect(await storedOrder(placed.id)).toEqual(before);
  });

  it('answers 502 and orders nothing when Stripe refuses the call', async () => {
    const refused = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_revoked',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      },
    });
    try {
      const url = await listen(refused.app);
      const client = new TestClient(refused.app);
      await client.loginAsGuest();
      const album = await createReadyAlbum(client, url, { quantity: 1 });
      const statusBefore = (await client.get(`/api/albums/${album.id}`)).json().data.attributes
        .album_status;
      const response = await client.post('/api/checkout', {
        products: [{ variant_id: 1, quantity: 1, album_id: album.id }],
        note_attributes: [],
        customer: buildOrderCustomer(),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().errors).toEqual([
        expect.objectContaining({ status: '502', code: 'payment_provider_unavailable' }),
      ]);
      const after = await client.get(`/api/albums/${album.id}`);
      // The album is back as it was: it can be ordered again once the gateway answers.
      expect(after.json().data.attributes.album_status).toBe(statusBefore);
      expect(statusBefore).not.toBe('ordered');
      expect((await client.get('/api/orders')).json().data).toEqual([]);
    } finally {
      await refused.close();
    }
  }, 60_000);

  it('opens the payment link without a session and replaces a Checkout Session that expired', async () => {
    const { client, placed, order } = await placedOrder(2);
    const sessionsOf = () =>
      [...fake.sessions.values()].filter((made) => made.client_reference_id === placed.id);
    const [first] = sessionsOf();
    if (!first) throw new Error('no session made at checkout');
    const link = (order.invoice_url ?? '').slice('https://shop.example'.length);
    const browser = { accept: 'text/html', 'sec-fetch-mode': 'navigate' };

    // A browser with no session: the order and its total, then on to Stripe.
    const page = await t.app.inject({ url: link, headers: browser });
    expect(page.statusCode, page.body).toBe(200);
    const total = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
    expect(page.body).toContain(`Pay ${total.format(order.price / 100)}`);
    expect(page.body).toContain('Stripe');
    const go = link.replace('?token=', '/go?token=');
    const open = await t.app.inject({ url: go, headers: browser });
    expect(open.statusCode).toBe(303);
    expect(open.headers.location).toBe(first.url);

    // 24 hours later Stripe has expired it: the same link makes one fresh session.
    fake.expire(String(first.id));
    const renewed = await t.app.inject({ url: go, headers: browser });
    expect(renewed.statusCode).toBe(303);
    const [, second] = sessionsOf();
    expect(second).toBeDefined();
    expect(renewed.headers.location).toBe(second?.url);
    expect(second?.url).not.toBe(first.url);
    expect(second).toMatchObject({ status: 'open', amount_total: order.price, currency: 'eur' });
    expect((await storedOrder(placed.id))?.provider_ref).toBe(second?.id);
    const opened = await t.app.inject({ url: go, headers: browser });
    expect(opened.headers.location).toBe(second?.url);
    expect(sessionsOf()).toHaveLength(2);

    // Paid on the new session: the link now says so and leads to no payment.
    const payload = sessionEvent(placed.id, order.price);
    expect((await sendWebhook(payload, signed(payload))).statusCode).toBe(200);
    expect((await orderOf(client, placed.id)).order_status).toBe('paid');
    const paid = await t.app.inject({ url: link, headers: browser });
    expect(paid.body).toContain('This order is paid');
    expect(paid.body).not.toContain('/go?token=');
  });

  it('says a payment is being confirmed while Stripe took it and its event is on its way', async () => {
    const { placed, order } = await placedOrder(1);
    const session = [...fake.sessions.values()].find(
      (made) => made.client_reference_id === placed.id,
    );
    fake.complete(String(session?.id));
    const made = fake.sessions.size;
    const link = (order.invoice_url ?? '').slice('https://shop.example'.length);
    const go = await t.app.inject({
      url: link.replace('?token=', '/go?token='),
      headers: { accept: 'text/html' },
    });
    expect(go.statusCode).toBe(200);
    expect(go.body).toContain('Your payment is being confirmed');
    expect(go.body).not.toContain('/go?token=');
    // No second session that could be paid twice.
    expect(fake.sessions.size).toBe(made);
  });

  it('has no test-provider webhook while Stripe is the provider', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
