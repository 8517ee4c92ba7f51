import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrderCustomer, createOrderableAlbum } from './factories';
import { readOutbox, signIn, type OutboxMail } from './support/accounts';
import { createTestApp, createTestClock, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const ADMIN = 'quotes-admin@press.example';
const PASSWORD = 'vinyl plant secret';
const ORIGIN = 'https://shop.example';
const LINK = /https:\/\/shop\.example(\/ext\/pay\/[\w-]+\?token=[\w.-]+)/;
/** What a browser sends when a person opens a link. */
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-mode': 'navigate',
};
const DAY = 86_400_000;

interface Order {
  id: string;
  attributes: {
    order_status: string;
    price: number;
    items_price: number;
    shipping_cost: number;
    invoice_url: string | null;
    discount: { amount: number; reason: string } | null;
    quote_expires_at: string | null;
    plant_note?: string | null;
    quote_revision?: number;
  };
}

/**
 * Issue 17 "Quotes": the plant sets a standby order's total with an optional discount line
 * and a message; the buyer pays from the mailed link without signing in; a quote is revised
 * while unpaid (the old link stops working) and expires after QUOTE_EXPIRY_DAYS.
 */
describe(`quotes on ${testDialect}`, () => {
  let t: TestApp;
  let plant: TestClient;
  const clock = createTestClock(new Date('2026-11-21T10:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      env: { ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD: PASSWORD, PUBLIC_ORIGIN: ORIGIN },
    });
    plant = new TestClient(t.app);
    await signIn(plant, ADMIN, PASSWORD);
  });
  afterAll(() => t.close());

  /** A person's browser with no cookie for the shop. */
  const stranger = (url: string) => t.app.inject({ method: 'GET', url, headers: BROWSER });

  async function mailTo(email: string, match: (mail: OutboxMail) => boolean) {
    const until = Date.now() + 5000;
    for (;;) {
      const mail = readOutbox(t.database.dataDir).find((m) => m.to.includes(email) && match(m));
      if (mail) return { mail, link: LINK.exec(mail.decoded)?.[1] ?? '' };
      if (Date.now() > until) throw new Error(`no such mail to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function submit(copies = 12, path = '/api/submit-order?locale=it') {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const album = await createOrderableAlbum(t.database.handle.db, client, copies);
    const email = `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const placed = await client.post(path, {
      products: [{ variant_id: 1, quantity: copies, album_id: album.id }],
      note_attributes: [],
      customer: buildOrderCustomer({ email }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return { client, email, id: placed.json<{ data: { id: string } }>().data.id };
  }

  async function price(id: string, body: Record<string, unknown>) {
    const response = await plant.post(`/api/admin/orders/${id}/price`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Order }>().data;
  }

  const audited = (id: string) =>
    t.database.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', id)
      .orderBy('created_at')
      .execute();

  const isHtml = (page: LightMyRequestResponse) => {
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.trimStart().startsWith('<!doctype html')).toBe(true);
  };

  it('sends a total with a discount line and a message: mail, payment page and My orders', async () => {
    const { client, email, id } = await submit();
    const submitted = (await client.get(`/api/orders/${id}`)).json<{ data: Order }>().data;
    const shipping = submitted.attributes.shipping_cost;
    const discount = { amount: 5_000, reason: 'Returning customer' };
    const quote = await price(id, { price: 48_500, discount, message: 'Test pressing included' });
    expect(quote.attributes).toMatchObject({
      order_status: 'pending',
      price: 48_500,
      // Records − discount + shipping = total.
      items_price: 48_500 - shipping + 5_000,
      discount,
      plant_note: 'Test pressing included',
      quote_expires_at: new Date(clock.now().getTime() + 14 * DAY).toISOString(),
    });
    const { mail, link } = await mailTo(email, (m) => m.decoded.includes('/ext/pay/'));
    expect(mail.decoded).toContain('Sconto: Returning customer');
    expect(mail.decoded).toContain('−50,00\u00a0€');
    expect(mail.decoded).toContain('Totale: 485,00\u00a0€');
    expect(mail.decoded).toContain('Nota dello stabilimento: Test pressing included');
    expect(mail.decoded).toContain('Questa offerta è valida fino al 5 dicembre 2026');
    // The link opens without a session and shows the same lines.
    const page = await stranger(link);
    expect(page.statusCode).toBe(200);
    isHtml(page);
    expect(page.body).toMatch(/data-testid="discount">−50,00\s€/);
    expect(page.body).toMatch(/data-testid="amount">485,00\s€/);
    const mine = (await client.get(`/api/orders/${id}`)).json<{ data: Order }>().data;
    expect(mine.attributes).toMatchObject({ price: 48_500, discount });
    expect((await audited(id)).map((row) => [row.action, JSON.parse(row.data).discount])).toEqual([
      ['quote.sent', discount],
    ]);
  });

  it('refuses a discount without a reason, or of nothing, with a 400 and a pointer', async () => {
    const { id } = await submit();
    for (const [discount, pointer] of [
      [{ amount: 500 }, '/body/discount/reason'],
      [{ amount: 0, reason: 'x' }, '/body/discount/amount'],
      [{ amount: 500, reason: ' ' }, '/body/discount/reason'],
    ] as const) {
      const response = await plant.post(`/api/admin/orders/${id}/price`, {
        price: 40_000,
        discount,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].source.pointer).toBe(pointer);
    }
    expect(await audited(id)).toEqual([]);
  });

  it('revises an unpaid quote: a new mail and link, the old link refused, paid without signing in', async () => {
    const { client, email, id } = await submit(15);
    await price(id, { price: 60_000, discount: { amount: 1_000, reason: 'Launch' } });
    const first = await mailTo(email, (m) => m.decoded.includes('/ext/pay/'));
    const revised = await price(id, { price: 52_000, note: 'New price for 15 copies' });
    expect(revised.attributes).toMatchObject({ price: 52_000, discount: null, quote_revision: 1 });
    const second = await mailTo(email, (m) => m.decoded.includes('Abbiamo rivisto il prezzo'));
    expect(second.mail.decoded).toContain('non funziona più');
    expect(second.mail.decoded).toContain('Totale: 520,00\u00a0€');
    expect(second.link).not.toBe(first.link);
    // The first quote's link is refused (an HTML page, never JSON); the new one works.
    const old = await stranger(first.link);
    expect(old.statusCode).toBe(404);
    isHtml(old);
    const fresh = await stranger(second.link);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toMatch(/data-testid="amount">520,00\s€/);
    // My orders offers the new link too.
    const mine = (await client.get(`/api/orders/${id}`)).json<{ data: Order }>().data;
    expect(mine.attributes.invoice_url).toMatch(/^https:\/\/shop\.example\/ext\/pay\//);
    expect(
      (await stranger(mine.attributes.invoice_url?.slice(ORIGIN.length) ?? '')).statusCode,
    ).toBe(200);
    // Paying from the new link, in a browser with no session.
    const go = await stranger(second.link.replace('?', '/go?'));
    expect(go.statusCode).toBe(303);
    const gateway = await stranger(String(go.headers.location));
    const token = /name="token" value="([0-9a-f]+)"/.exec(gateway.body)?.[1] ?? '';
    const paid = await t.app.inject({
      method: 'POST',
      url: `/ext/pay/test/${id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(paid.statusCode).toBe(303);
    const after = (await client.get(`/api/orders/${id}`)).json<{ data: Order }>().data;
    expect(after.attributes).toMatchObject({ order_status: 'paid', price: 52_000 });
    expect((await audited(id)).map((row) => [row.action, JSON.parse(row.data).price])).toEqual([
      ['quote.sent', 60_000],
      ['quote.revised', 52_000],
    ]);
    // Paid: nothing to revise.
    const late = await plant.post(`/api/admin/orders/${id}/price`, { price: 1_000 });
    expect(late.statusCode).toBe(409);
  });

  it('never quotes an online order (1–9 copies)', async () => {
    const { id } = await submit(2, '/api/checkout');
    const response = await plant.post(`/api/admin/orders/${id}/price`, { price: 9_000 });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('invalid_transition');
  });

  it('lets a quote expire: the link says so in both languages; a revision gives a fresh one', async () => {
    const { client, email, id } = await submit();
    await price(id, { price: 40_000 });
    const { link } = await mailTo(email, (m) => m.decoded.includes('/ext/pay/'));
    clock.advance(14 * DAY + 60_000);
    const expired = await stranger(link);
    expect(expired.statusCode).toBe(410);
    isHtml(expired);
    expect(expired.body).toContain('Questa offerta è scaduta');
    expect(expired.body).toContain('Contatta lo stabilimento');
    expect(expired.body).not.toContain('/go?');
    const english = await stranger(`${link}&locale=en`);
    expect(english.statusCode).toBe(410);
    expect(english.body).toContain('This offer has expired');
    expect(english.body).toContain('Contact the plant');
    // Nothing to pay: the gateway is not opened, My orders has no link.
    const go = await stranger(link.replace('?', '/go?'));
    expect(go.statusCode).toBe(303);
    expect(String(go.headers.location)).toMatch(/^\/ext\/pay\//);
    const mine = (await client.get(`/api/orders/${id}`)).json<{ data: Order }>().data;
    expect(mine.attributes.invoice_url).toBeNull();
    // The same figures again make a fresh offer (not a repeat) with a link that works.
    const renewed = await price(id, { price: 40_000 });
    expect(renewed.attributes.quote_revision).toBe(1);
    expect(renewed.attributes.quote_expires_at).toBe(
      new Date(clock.now().getTime() + 14 * DAY).toISOString(),
    );
    const fresh = await mailTo(email, (m) => m.decoded.includes('Abbiamo rivisto il prezzo'));
    const page = await stranger(fresh.link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/data-testid="amount">400,00\s€/);
  });
});
