import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
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
});
