import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PAGE_CSP } from '../src/http/html-page';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

describe(`HTTP surface on ${testDialect}`, () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Vinyl shop</title>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ webDistDir: webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('reports health with the database in use', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.json()).toEqual({ status: 'ok', database: testDialect });
  });

  it('serves index.html for page paths (history mode) with a CSP', async () => {
    for (const url of ['/', '/dashboard', '/disc-options?view=2', '/it']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Vinyl shop</title>');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it("gives the pages a page's security headers and the API's answers the API's (decision 064)", async () => {
    const page = await t.app.inject('/dashboard');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The API document's page is a page, with a script of its own.
    const docs = await t.app.inject('/api/docs');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const url of ['/api/csrf', '/api/me', '/api/albums/not-an-album']) {
      const answer = await t.app.inject(url);
      expect(answer.headers['content-type'], url).toContain('json');
      expect(answer.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
      expect(answer.headers['referrer-policy'], url).toBe('no-referrer');
      expect(answer.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(answer.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('checks a path written with escapes as the path its route answers (the router decodes them)', async () => {
    const client = new TestClient(t.app);
    const user = await client.loginAsGuest();
    // `/%61pi/me` is answered by `/api/me`'s route: with the session read and the API's headers.
    const me = await client.get('/%61pi/me');
    expect(me.statusCode).toBe(200);
    expect(me.json<{ data: { id: string } }>().data.id).toBe(user.id);
    expect(me.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    // A sign-in without the CSRF token is refused, escaped or not (it was let through).
    const stranger = new TestClient(t.app);
    const escaped = await stranger.post(
      '/%61pi/login/anonymous',
      { uuid: crypto.randomUUID() },
      { 'x-csrf-token': 'none' },
    );
    expect(escaped.statusCode).toBe(403);
    expect(escaped.json().errors[0].code).toBe('csrf_invalid');
    expect(stranger.cookie('sid')).toBeUndefined();
  });

  it('serves hashed assets with long caching', async () => {
    const response = await t.app.inject('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with a JSON:API 404, not the SPA', async () => {
    for (const url of ['/api/nothing-here', '/api/albums/x/y/z/w']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errors[0]).toMatchObject({ status: '404', code: 'not_found' });
    }
  });

  const BROWSER = {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'sec-fetch-mode': 'navigate',
  };

  it('shows a browser navigation that fails on a server path an HTML page, in its language', async () => {
    for (const url of ['/api/nothing-here', '/ext/nothing', '/files/nothing']) {
      const page = await t.app.inject({ url, headers: { ...BROWSER, cookie: 'lang=it' } });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.body).toContain('<html lang="it">');
      expect(page.body).toContain('Pagina non trovata');
      expect(page.body).toContain('<a class="button" href="/">Torna al negozio</a>');
      expect(page.body).not.toContain('"errors"');
      expect(page.body).not.toContain('<script');
    }
    // An error a route throws (not signed in), in the browser's language, with a way in.
    const orders = await t.app.inject({
      url: '/api/orders',
      headers: { ...BROWSER, 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(orders.statusCode).toBe(401);
    expect(orders.headers['content-type']).toContain('text/html');
    expect(orders.body).toContain('Please sign in');
    expect(orders.body).toContain('href="/login"');
    // A test payment page of no order, opened from a link.
    const pay = await t.app.inject({ url: '/ext/pay/test/no-such-order', headers: BROWSER });
    expect(pay.statusCode).toBe(404);
    expect(pay.headers['content-type']).toContain('text/html');
  });

  it('still answers API clients with JSON:API errors', async () => {
    for (const accept of ['application/vnd.api+json', 'application/json', '*/*', undefined]) {
      const response = await t.app.inject({
        url: '/api/orders',
        headers: accept ? { accept } : {},
      });
      expect(response.statusCode, accept).toBe(401);
      expect(response.headers['content-type'], accept).toContain('application/vnd.api+json');
      expect(response.json().errors[0]).toMatchObject({ status: '401' });
    }
    // A browser that asks for JSON (fetch with Accept) gets JSON too.
    const fetched = await t.app.inject({
      url: '/api/nothing-here',
      headers: { ...BROWSER, accept: 'application/vnd.api+json, text/html' },
    });
    expect(fetched.headers['content-type']).toContain('application/vnd.api+json');
  });

  it('answers a URL that cannot be decoded with a JSON:API 400 that does not echo it', async () => {
    for (const url of ['/api/albums/%E0%A4%A', '/api/albums/%zz', '/ext/pay/%E0%A4%A?x=1']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toContain('application/vnd.api+json');
      expect(response.json(), url).toEqual({
        errors: [{ status: '400', code: 'bad_url', title: 'The address is not valid' }],
      });
      expect(response.body).not.toContain('%');
      expect(response.body).not.toContain('albums');
    }
    const italian = await t.app.inject({
      url: '/api/albums/%E0%A4%A',
      headers: { cookie: 'sid=x; lang=it' },
    });
    expect(italian.json().errors[0].title).toBe('L’indirizzo non è valido');
    const page = await t.app.inject({ url: '/api/albums/%E0%A4%A', headers: BROWSER });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('This address is not valid');
    expect(page.body).not.toContain('%E0');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // A server page's policy: its inline style, no script (default-src 'none').
    expect(page.headers['content-security-policy']).toBe(SERVER_PAGE_CSP);
    // A path parameter over Fastify's length limit: the same, as a 414.
    const long = await t.app.inject(`/api/albums/${'x'.repeat(300)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json().errors[0]).toMatchObject({ status: '414', code: 'uri_too_long' });
    expect(long.body).not.toContain('xxxx');
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const ui = await t.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    const spec = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/login/anonymous', '/api/me', '/api/logout', '/api/albums']),
    );
  });

  it('works over a real socket with cookies and the CSRF header', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const csrf = await fetch(`${address}/api/csrf`);
    const { token } = (await csrf.json()) as { token: string };
    const csrfCookie = csrf.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const login = await fetch(`${address}/api/login/anonymous`, {
      method: 'POST',
      headers: {
        'content-type': 'application/vnd.api+json',
        'x-csrf-token': token,
        cookie: csrfCookie,
      },
      body: JSON.stringify({ uuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' }),
    });
    expect(login.status).toBe(200);
    const session = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))
      ?.split(';')[0];
    const me = await fetch(`${address}/api/me`, { headers: { cookie: session ?? '' } });
    expect(me.status).toBe(200);
    expect(
      ((await me.json()) as { data: { attributes: { username: string } } }).data.attributes
        .username,
    ).toBe('uuid-3f2504e0-4f89-41d3-9a0c-0305e82c3301');
  });

  it('answers what the HTTP parser refuses (431, malformed) with JSON:API, not Fastify JSON', async () => {
    const address = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
      : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const huge = await raw(
      `GET /api/albums HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(70_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toContain('Content-Type: application/vnd.api+json');
    expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toEqual({
      errors: [
        { status: '431', code: 'headers_too_large', title: 'The request headers are too large' },
      ],
    });
    const malformed = await raw('GET /api/albums HTTP/1.1\r\nHost x\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
    expect(malformed).toContain('"code":"bad_request"');
    expect(malformed).not.toContain('"statusCode"');
  });
});
