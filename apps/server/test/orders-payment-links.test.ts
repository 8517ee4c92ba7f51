import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrderCustomer, createOrderableAlbum } from './factories';
import { readOutbox } from './support/accounts';
import { createTestApp, createTestClock, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const ORIGIN = 'https://shop.example';
/** What a browser sends when a person opens a link. */
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-mode': 'navigate',
};
const LINK = /https:\/\/shop\.example(\/ext\/pay\/[\w-]+\?token=[\w.-]+)/;

const euros = (cents: number, locale: 'it' | 'en') =>
  new Intl.NumberFormat(locale === 'it' ? 'it-IT' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);

/** The first `href` or form `action` of the page that starts with `prefix`. */
function target(page: LightMyRequestResponse, prefix: string): string {
  const found = new RegExp(`(?:href|action)="(${prefix.replace(/[?.]/g, '\\$&')}[^"]*)"`).exec(
    page.body,
  );
  if (!found?.[1]) throw new Error(`no link to ${prefix} in ${page.body}`);
  return found[1].replaceAll('&amp;', '&');
}

/**
 * Issue 13 "Payment links that work for whoever holds them": the mailed link carries a
 * signed, expiring token for one order and opens without a session, on any host the shop
 * answers to; a bad or old link is an HTML page with a way back, never raw JSON.
 */
describe(`payment links on ${testDialect}`, () => {
  let t: TestApp;
  const clock = createTestClock(new Date());
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      env: { PUBLIC_ORIGIN: ORIGIN, PAYMENT_LINK_TTL_DAYS: '2' },
    });
  });
  afterAll(() => t.close());

  /** A person's browser with no cookie for the shop, on whichever host it opened. */
  const stranger = (url: string, host = 'shop.example') =>
    t.app.inject({ method: 'GET', url, headers: { ...BROWSER, host } });

  async function mailedLink(email: string): Promise<string> {
    const until = Date.now() + 5000;
    for (;;) {
      const mail = readOutbox(t.database.dataDir).find((m) => m.to.includes(email));
      const link = mail ? LINK.exec(mail.decoded)?.[1] : undefined;
      if (link) return link;
      if (Date.now() > until) throw new Error(`no payment link mailed to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function placeOrder(locale: 'it' | 'en') {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const album = await createOrderableAlbum(t.database.handle.db, client, 2);
    const customer = buildOrderCustomer();
    const placed = await client.post(`/api/checkout?locale=${locale}`, {
      products: [{ variant_id: 1, quantity: 2, album_id: album.id }],
      note_attributes: [],
      customer,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json<{ data: { id: string } }>().data;
    const order = (await client.get(`/api/orders/${id}`)).json<{
      data: { attributes: { price: number; order_status: string; invoice_url: string } };
    }>().data.attributes;
    return { client, id, order, link: await mailedLink(customer.email) };
  }

  const statusOf = async (client: TestClient, id: string) =>
    (await client.get(`/api/orders/${id}`)).json<{
      data: { attributes: { order_status: string } };
    }>().data.attributes.order_status;

  it('a guest opens the mailed link with no session, on another host, sees the order and pays', async () => {
    const { client, id, order, link } = await placeOrder('it');
    expect(link.startsWith(`/ext/pay/${id}?token=`)).toBe(true);

    // Opened on 127.0.0.1 while PUBLIC_ORIGIN is shop.example: no cookie, no 401.
    const page = await stranger(link, '127.0.0.1:3000');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain('Completa il pagamento');
    expect(page.body).toContain(id);
    expect(page.body).toContain('Songs — 2 copie');
    expect(page.body).toContain(euros(order.price, 'it'));
    expect(page.body).not.toContain('<script');
    // Every link of the page stays on the host the browser is on.
    expect(page.body).not.toContain(ORIGIN);

    const go = await stranger(target(page, `/ext/pay/${id}/go?token=`), '127.0.0.1:3000');
    expect(go.statusCode).toBe(303);
    const gateway = String(go.headers.location);
    expect(gateway.startsWith(`/ext/pay/test/${id}?token=`)).toBe(true);

    const testPage = await stranger(gateway, '127.0.0.1:3000');
    expect(testPage.statusCode, testPage.body).toBe(200);
    expect(testPage.body).toMatch(/class="banner"[^>]*><strong>Nessun addebito<\/strong>/);
    expect(testPage.body).toContain('Pagamento di prova');
    expect(testPage.body).toContain(euros(order.price, 'it'));
    const token = /name="token" value="([0-9a-f]+)"/.exec(testPage.body)?.[1] ?? '';
    const pay = await t.app.inject({
      method: 'POST',
      url: target(testPage, `/ext/pay/test/${id}/pay`),
      headers: { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(pay.statusCode, pay.body).toBe(303);
    expect(await statusOf(client, id)).toBe('paid');

    // Back on the link's own page (no session to show My orders with): thanks, paid.
    const back = String(pay.headers.location);
    expect(back).toMatch(new RegExp(`^/ext/pay/${id}\\?token=[\\w.-]+&payment=done$`));
    const thanks = await stranger(back);
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('Grazie!');
    // The link, opened again, says the order is paid and leads to no payment.
    const again = await stranger(link);
    expect(again.body).toContain('Questo ordine è pagato');
    expect(again.body).not.toContain('/go?token=');
    const goAgain = await stranger(`${link.replace('?token=', '/go?token=')}`);
    expect(goAgain.statusCode).toBe(303);
    expect(String(goAgain.headers.location).startsWith(`/ext/pay/${id}?token=`)).toBe(true);
  });

  it('My orders gives the payment link as invoice_url; it opens in another browser in English', async () => {
    const { id, order } = await placeOrder('en');
    expect(order.invoice_url.startsWith(`${ORIGIN}/ext/pay/${id}?token=`)).toBe(true);
    const page = await stranger(order.invoice_url.slice(ORIGIN.length));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Complete your payment');
    expect(page.body).toContain('Songs — 2 copies');
    expect(page.body).toContain(`Pay ${euros(order.price, 'en')}`);
    expect(page.body).toContain('nothing is charged');
    // A language chosen in this browser (the lang cookie) wins over the order's.
    const italian = await t.app.inject({
      url: order.invoice_url.slice(ORIGIN.length),
      headers: { ...BROWSER, cookie: 'lang=it' },
    });
    expect(italian.body).toContain('Completa il pagamento');
  });

  it('a tampered link is an HTML page that explains, with a way back, and opens nothing', async () => {
    const { client, id, link } = await placeOrder('en');
    const other = await placeOrder('en');
    const token = link.split('token=')[1] ?? '';
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const url of [
      `/ext/pay/${id}?token=${flipped}`,
      `/ext/pay/${id}/go?token=${flipped}`,
      `/ext/pay/${other.id}?token=${token}`,
      `/ext/pay/${id}?token=9999999999.${'A'.repeat(43)}`,
      `/ext/pay/${id}`,
    ]) {
      const page = await stranger(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.body).toContain('This payment link is not valid');
      expect(page.body).toContain('href="/"');
      expect(page.body).not.toContain('Songs');
    }
    // Not even an API client gets JSON from a page meant for people.
    const api = await t.app.inject(`/ext/pay/${id}?token=${flipped}`);
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('text/html');
    expect(await statusOf(client, id)).toBe('pending');
  });

  it('an expired link says so (410) and opens nothing; the signed-in owner still gets in', async () => {
    const { client, id, link } = await placeOrder('en');
    clock.advance(3 * 24 * 3600_000);
    for (const url of [link, link.replace('?token=', '/go?token=')]) {
      const page = await stranger(url);
      expect(page.statusCode, url).toBe(410);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('This payment link has expired');
      expect(page.body).toContain('work for 2 days');
      expect(page.body).toContain('href="/orders"');
    }
    // The owner, signed in, opens the same old link: a fresh token leads on to the gateway.
    const mine = await client.get(link, BROWSER);
    expect(mine.statusCode).toBe(200);
    const go = await client.get(target(mine, `/ext/pay/${id}/go?token=`), BROWSER);
    expect(go.statusCode).toBe(303);
    expect(String(go.headers.location).startsWith(`/ext/pay/test/${id}?token=`)).toBe(true);
  });
});
