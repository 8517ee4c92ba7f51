import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import { listen } from '../support/uploads';
import { sendOverSocket } from './calls';
import { fuzzMatrix, JSON_API } from './fuzz-matrix';
import { createOwner, type OwnerData } from './owner-data';
import { routeTable, type RouteCase } from './route-table';

/** Replay a run with SECURITY_FUZZ_SEED=<seed>; SECURITY_FUZZ_RUNS sets runs per route. */
const SEED = Number(process.env.SECURITY_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.SECURITY_FUZZ_RUNS ?? 8);

/** Calls that end the session or delete the account run last, each batch after a check. */
function order(route: RouteCase): number {
  if (/^\/api\/(logout|auth\/user)$/.test(route.url)) return 2;
  return route.method === 'DELETE' ? 1 : 0;
}

/**
 * Issue 13, decision 013: random and malformed path parameters, query strings and bodies
 * (fast-check, drawn from each route's OpenAPI schema plus hostile strings and broken JSON)
 * to every route, as a visitor, a guest and a signed-in customer: never a 5xx, never a stack
 * trace or an internal path, and every refusal a JSON:API error document (HTML for pages).
 */
describe(`fuzz of every route on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;
  let owner: OwnerData;
  let routes: RouteCase[];
  let internals: string[];
  let web: string | undefined;
  const figures = { requests: 0, fiveXx: 0, failures: 0, known: 0 };

  beforeAll(async () => {
    // A built web app, as in production: page paths get the SPA, not "not built".
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Vinyl</title>');
    t = await createTestApp({ webDistDir: web });
    baseUrl = await listen(t.app);
    owner = await createOwner(
      t.database.handle.db,
      new TestClient(t.app),
      t.database.dataDir,
      baseUrl,
      'fuzz',
    );
    routes = routeTable(t.app)
      .filter((route) => route.method !== 'OPTIONS' || route.url.startsWith('/api/uploads'))
      .sort((a, b) => order(a) - order(b));
    internals = [
      process.cwd(),
      path.resolve(t.database.dataDir),
      os.tmpdir() + path.sep,
      'node_modules',
    ];
    console.log(
      `[security ${testDialect}] fuzz seed ${SEED}, ${RUNS} runs per route and caller ` +
        `(replay: SECURITY_FUZZ_SEED=${SEED})`,
    );
  }, 120_000);

  afterAll(async () => {
    console.log(
      `[security ${testDialect}] fuzz ${figures.fiveXx} 5xx of ${figures.requests} requests ` +
        `(${figures.failures} answers out of format, ${figures.known} known; seed ${SEED})`,
    );
    await t?.close();
    if (web) fs.rmSync(web, { recursive: true, force: true });
  });

  it('never answers 5xx, a stack trace or an error out of the API format', async () => {
    const guest = new TestClient(t.app);
    await guest.loginAsGuest();
    await guest.post('/api/albums', {
      data: { type: 'albums', attributes: { status: 'draft', album_format: '7' } },
    });
    const outcome = await fuzzMatrix({
      app: t.app,
      baseUrl,
      routes,
      owner,
      visitor: new TestClient(t.app),
      guest,
      seed: SEED,
      runs: RUNS,
      internals,
      ensureSignedIn: async () => {
        if ((await owner.client.get('/api/me')).statusCode === 200) return;
        await owner.client.post('/api/login', {
          username: owner.email,
          password: 'correct horse battery',
        });
      },
    });
    Object.assign(figures, {
      requests: outcome.requests,
      fiveXx: outcome.fiveXx,
      failures: outcome.failures.length,
      known: outcome.known,
    });
    const shown = outcome.failures.slice(0, 30);
    expect(outcome.requests).toBeGreaterThan(routes.length);
    expect(shown, `${outcome.failures.length} failures:\n${shown.join('\n')}`).toEqual([]);
  }, 600_000);

  // Was a known hole (H4 fixed it: clientErrorHandler): Fastify's own JSON for parser errors.
  it('answers a request the HTTP parser refuses (431) with a JSON:API error', async () => {
    const answer = await sendOverSocket(baseUrl, {
      method: 'GET',
      url: `/api/albums?locale=${'x'.repeat(70_000)}`,
      headers: { accept: JSON_API },
    });
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toContain(JSON_API);
  });

  it('leaves Object.prototype unpolluted', () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
