import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import { listen } from '../support/uploads';
import { brief, send, type Call } from './calls';
import { csrfMatrix } from './csrf-matrix';
import { countRows, createOwner, snapshotOwner, type OwnerData } from './owner-data';
import { routeTable, type RouteCase } from './route-table';

/**
 * Issue 13, decision 013: every state-changing route, called with a valid session cookie
 * but without `X-CSRF-Token` (and with a forged one), answers 403 `csrf_invalid` and
 * changes nothing. The routes come from the app's route table.
 */
describe(`CSRF matrix on ${testDialect}`, () => {
  let t: TestApp;
  let owner: OwnerData;
  let routes: RouteCase[];
  const figures = { passed: 0, total: 0, exceptions: 0, known: 0, bypass: { passed: 0, total: 0 } };

  beforeAll(async () => {
    t = await createTestApp();
    const baseUrl = await listen(t.app);
    owner = await createOwner(
      t.database.handle.db,
      new TestClient(t.app),
      t.database.dataDir,
      baseUrl,
      'csrf',
    );
    routes = routeTable(t.app);
  }, 120_000);

  afterAll(async () => {
    console.log(
      `[security ${testDialect}] CSRF ${figures.passed}/${figures.total} state-changing routes ` +
        `refuse a missing or forged token; ${figures.exceptions} exceptions hold their own ` +
        `defence; ${figures.known} known hole(s); bypass attempts ` +
        `${figures.bypass.passed}/${figures.bypass.total} refused`,
    );
    await t?.close();
  });

  it('refuses every state-changing call without the token, and changes nothing', async () => {
    const db = t.database.handle.db;
    const before = await snapshotOwner(db, t.database.dataDir, owner.userId);
    const counts = await countRows(db);
    const outcome = await csrfMatrix({ app: t.app, routes, owner });
    Object.assign(figures, {
      passed: outcome.passed,
      total: outcome.total,
      exceptions: outcome.exceptions,
      known: outcome.known,
    });
    expect(await snapshotOwner(db, t.database.dataDir, owner.userId)).toEqual(before);
    expect(await countRows(db)).toEqual(counts);
    expect((await owner.client.get('/api/me')).statusCode, 'the session survives').toBe(200);
    expect(outcome.total).toBeGreaterThan(30);
    expect(outcome.failures, outcome.failures.join('\n')).toEqual([]);
  }, 60_000);

  it('is not bypassed by another spelling of the path or a method override', async () => {
    const db = t.database.handle.db;
    const counts = await countRows(db);
    const attempts: Call[] = [
      { method: 'POST', url: '/api//albums' },
      { method: 'POST', url: '/%61pi/albums' },
      { method: 'POST', url: '/API/albums' },
      { method: 'POST', url: '/api/albums/' },
      { method: 'POST', url: '/api/./albums' },
      { method: 'POST', url: '/api/x/../albums' },
      { method: 'POST', url: '/api/albums?x=/api/uploads' },
      { method: 'POST', url: '/api/albums', headers: { 'x-http-method-override': 'GET' } },
      { method: 'POST', url: '/api/albums', headers: { 'x-csrf-token': '' } },
      {
        method: 'POST',
        url: '/api/albums',
        headers: { 'x-csrf-token': owner.client.cookie('sid') ?? '' },
      },
    ];
    const body = { data: { type: 'albums', attributes: { status: 'draft', album_format: '7' } } };
    const failures: string[] = [];
    for (const attempt of attempts) {
      const answer = await send(t.app, owner.client, { ...attempt, body, csrf: false });
      figures.bypass.total++;
      if (answer.status < 400 || answer.status >= 500)
        failures.push(`${attempt.method} ${attempt.url} → ${answer.status}: ${brief(answer.body)}`);
      else figures.bypass.passed++;
    }
    expect(await countRows(db)).toEqual(counts);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('issue 13 hole 10: GET /api/logout (405) and POST without the token (403) keep the session', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const get = await send(t.app, client, { method: 'GET', url: '/api/logout', csrf: false });
    expect(get.status).toBe(405);
    const post = await send(t.app, client, { method: 'POST', url: '/api/logout', csrf: false });
    expect(post.status).toBe(403);
    expect((await client.get('/api/me')).statusCode).toBe(200);
  });
});
