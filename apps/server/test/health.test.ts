import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { SERVER_PAGE_CSP } from '../src/http/html-page';
import { createTestDatabase, testDialect, type TestDatabase } from './support/test-database';

/**
 * /api/health sits beside the shop's context, outside its hooks (decision 055): what it
 * answers, and what the shop answers around it, must not change.
 */
describe(`/api/health beside the shop on ${testDialect}`, () => {
  let database: TestDatabase;
  let lines: string[];
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeEach(async () => {
    database = await createTestDatabase({ migrated: true });
    lines = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: database.dataDir,
      WEB_DIST_DIR: path.join(database.dataDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      BOT_CHECK: 'off',
    });
    app = await buildApp({
      config,
      database: database.handle,
      logStream: { write: (line) => lines.push(line) },
    });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    await database.cleanup();
  });

  const requestLines = () =>
    lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => 'res' in line);

  it("answers with the shop's security headers, uncompressed, and no line in the log", async () => {
    const other = await app.inject('/api/csrf');
    const health = await app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip', cookie: 'sid=not-a-session' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: testDialect });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers['set-cookie']).toBeUndefined();
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-resource-policy',
    ]) {
      expect(health.headers[name], name).toBe(other.headers[name]);
      expect(health.headers[name], name).toBeTruthy();
    }
    const logged = requestLines().map((line) => (line.req as { url: string }).url);
    expect(logged).toEqual(['/api/csrf']);
  });

  it("sends every security header of the shop's API answers, in their order, then its type and length (decisions 057, 064)", async () => {
    const shop = await app.inject('/api/csrf');
    const health = await app.inject('/api/health');
    const names = (headers: Record<string, unknown>) =>
      Object.keys(headers).filter((name) => !['date', 'connection', 'keep-alive'].includes(name));
    const security = names(shop.headers).filter(
      (name) =>
        !['content-type', 'content-length', 'set-cookie', 'vary', 'cache-control'].includes(name),
    );
    // The API's headers (decision 064), not a page's dozen.
    expect([...security].sort()).toEqual([
      'content-security-policy',
      'cross-origin-resource-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
    ]);
    expect(shop.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(names(health.headers)).toEqual([...security, 'content-type', 'content-length']);
    for (const name of security) expect(health.headers[name], name).toBe(shop.headers[name]);
    expect(health.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(health.headers['content-length']).toBe(String(Buffer.byteLength(health.body)));
    expect(health.body).toBe(JSON.stringify({ status: 'ok', database: testDialect }));
  });

  it('answers HEAD, is in the OpenAPI document, and leaves the shop its not-found answers', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/api/health' })).statusCode).toBe(200);
    const document = (await app.inject('/api/docs/json')).json<{ paths: object }>();
    expect(Object.keys(document.paths)).toContain('/api/health');

    // No route for POST: the shop's context answers it, with its CSRF check and headers.
    const post = await app.inject({ method: 'POST', url: '/api/health' });
    expect(post.statusCode).toBe(403);
    expect(post.json().errors[0]).toMatchObject({ code: 'csrf_invalid' });
    expect(post.headers['content-security-policy']).toBeTruthy();
    const unknown = await app.inject({ url: '/api/healthz', headers: { cookie: 'lang=it' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ code: 'not_found', title: 'Non trovato' });
    expect(unknown.headers['x-content-type-options']).toBe('nosniff');
    const page = await app.inject({ url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    // The page's own policy, so its style loads on an API path (decision 064).
    expect(page.headers['content-security-policy']).toBe(SERVER_PAGE_CSP);
  });

  it('answers a failed database check with a JSON:API 500, logged, and checks again next time', async () => {
    const executor = database.handle.db.getExecutor();
    vi.spyOn(executor, 'executeQuery').mockRejectedValueOnce(new Error('database down'));
    const failed = await app.inject({ url: '/api/health', headers: { cookie: 'lang=it' } });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['content-type']).toContain('application/vnd.api+json');
    expect(failed.json().errors[0]).toMatchObject({ status: '500', code: 'internal_error' });
    expect(failed.body).not.toContain('database down');
    const logged = requestLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ res: { statusCode: 500 } });
    expect(lines.join('\n')).toContain('database down');

    const again = await app.inject('/api/health');
    expect(again.statusCode).toBe(200);
  });
});
