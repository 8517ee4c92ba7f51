import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { SERVER_PAGE_CSP } from '../src/http/html-page';
import { buildOrderCustomer, createOrderableAlbum } from './factories';
import { createTestApp, TestClient } from './support/test-app';
import { testDialect } from './support/test-database';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

/**
 * Issue 13 hole 4: the test payment page marks orders paid without money. It is the
 * embedded default of a shop on this machine only; a shop on a public origin starts only
 * with Stripe or with the operator's explicit PAYMENTS=test, and the page says in large
 * type that nothing is charged (issue 14 item 18).
 */
describe(`the test payment gateway on ${testDialect}`, () => {
  it('refuses to start on a public origin without Stripe or PAYMENTS=test, naming PAYMENTS', () => {
    for (const origin of ['https://shop.example', 'http://192.168.1.10:3000', 'http://10.0.0.1']) {
      const env = { NODE_ENV: 'production', PUBLIC_ORIGIN: origin };
      expect(() => loadConfig(env), origin).toThrow(ConfigError);
      expect(() => loadConfig(env), origin).toThrow(/PAYMENTS: .*not a local address/);
      expect(() => loadConfig({ ...env, NODE_ENV: 'development' }), origin).toThrow(/PAYMENTS/);
    }
  });

  it('keeps test payments as the default of a shop on this machine', () => {
    for (const origin of [
      undefined,
      'http://localhost:3000',
      'http://127.0.0.1:4173',
      'http://[::1]:3000',
      'http://shop.localhost',
    ]) {
      const env = { NODE_ENV: 'production', ...(origin && { PUBLIC_ORIGIN: origin }) };
      expect(loadConfig(env).payments.provider, origin).toBe('test');
    }
  });

  it('takes PAYMENTS=test or Stripe on a public origin, and refuses contradictions', () => {
    const env = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example' };
    expect(loadConfig({ ...env, PAYMENTS: 'test' }).payments.provider).toBe('test');
    expect(loadConfig({ ...env, ...STRIPE }).payments.provider).toBe('stripe');
    expect(loadConfig({ ...env, ...STRIPE, PAYMENTS: 'stripe' }).payments.provider).toBe('stripe');
    expect(() => loadConfig({ ...env, PAYMENTS: 'stripe' })).toThrow(/PAYMENTS: stripe needs/);
    expect(() => loadConfig({ ...env, ...STRIPE, PAYMENTS: 'test' })).toThrow(/PAYMENTS: test/);
    expect(() => loadConfig({ ...env, PAYMENTS: 'free' })).toThrow(/PAYMENTS/);
    expect(() => loadConfig({ PAYMENT_LINK_TTL_DAYS: '0' })).toThrow(/PAYMENT_LINK_TTL_DAYS/);
    expect(() => loadConfig({ PAYMENT_LINK_SECRET: 'short' })).toThrow(/PAYMENT_LINK_SECRET/);
    expect(loadConfig({}).payments.links.ttlMs).toBe(30 * 24 * 3600_000);
  });

  it('starts in production on a public origin with PAYMENTS=test; its webhook is there', async () => {
    const t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://demo.example',
        PAYMENTS: 'test',
        BOT_CHECK: 'altcha',
      },
    });
    try {
      expect((await t.app.inject('/api/health')).statusCode).toBe(200);
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/payments/test/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(unsigned.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('says in large type, in English, that nothing is charged', async () => {
    const t = await createTestApp();
    try {
      const client = new TestClient(t.app);
      await client.loginAsGuest();
      const album = await createOrderableAlbum(t.database.handle.db, client, 1);
      const placed = await client.post('/api/checkout?locale=en', {
        products: [{ variant_id: 1, quantity: 1, album_id: album.id }],
        note_attributes: [],
        customer: buildOrderCustomer(),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const url = new URL(placed.json<{ data: { invoice_url: string } }>().data.invoice_url);
      // The checkout answer's page opens without the session (a bearer URL, like Stripe's).
      const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toMatch(/class="banner"[^>]*><strong>Nothing is charged<\/strong>/);
      expect(page.body).toMatch(/\.banner strong\{[^}]*font-size:30px/);
      expect(page.body).toContain('<h1>Test payment</h1>');
      expect(page.body).not.toContain('<script');
      expect(page.body).not.toMatch(/(src|href)="https?:/);
      // A server page's policy: its inline style, no script (default-src 'none').
      expect(page.headers['content-security-policy']).toBe(SERVER_PAGE_CSP);
    } finally {
      await t.close();
    }
  });
});
