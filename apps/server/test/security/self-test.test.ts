import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { albumPatch, createAlbumThroughApi } from '../support/albums';
import { TestClient } from '../support/test-app';
import { createTestDatabase, testDialect, type TestDatabase } from '../support/test-database';
import { csrfMatrix } from './csrf-matrix';
import { fuzzMatrix } from './fuzz-matrix';
import { unmappedParams, type IdRule } from './id-map';
import { pathIdorMatrix } from './idor-matrix';
import type { OwnerData } from './owner-data';
import { routeTable, type RouteCase } from './route-table';

/**
 * The matrices can fail (decision 013): the app is built with three holes planted — a
 * route that reads any album by id, a state-changing route outside /api with no CSRF
 * check, a route that crashes on a body it did not expect — and each matrix must report
 * its hole; a route with an id the map does not know must be reported too.
 */
describe(`the security matrices find planted holes on ${testDialect}`, () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let owner: OwnerData;
  let planted: RouteCase[];
  const writes: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: database.dataDir,
      WEB_DIST_DIR: path.join(database.dataDir, 'no-web-build'),
      LOG_LEVEL: 'silent',
      BOT_CHECK: 'off',
    });
    app = await buildApp({ config, database: database.handle, logger: false });
    const db = database.handle.db;
    app.get<{ Params: { id: string } }>('/api/planted-albums/:id', async (request) => {
      // The hole: no owner in the query.
      const row = await db
        .selectFrom('albums')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      return { data: row ?? null };
    });
    app.post('/ext/planted-write', async () => {
      writes.push('written');
      return { done: true };
    });
    app.post('/api/planted-crash', async (request) => {
      const body = request.body as { data: { title: string } };
      return { length: body.data.title.length };
    });
    await app.ready();
    const client = new TestClient(app);
    const user = await client.loginAsGuest();
    const album = await createAlbumThroughApi(client, '7');
    const marker = `planted-${randomUUID().slice(0, 8)}`;
    await client.request('PATCH', `/api/albums/${album.data.id}`, albumPatch({ title: marker }));
    const unused = () => randomUUID();
    owner = {
      client,
      userId: user.id,
      email: `${marker}@example.com`,
      albumId: album.data.id,
      vinylId: unused(),
      audioId: unused(),
      looseAudioId: unused(),
      fileId: unused(),
      looseFileId: unused(),
      orderedAlbumId: unused(),
      orderId: unused(),
      uploadId: unused(),
      designImageId: unused(),
      markers: [marker],
    };
    planted = routeTable(app).filter((route) => route.url.includes('planted'));
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  it('reports a route whose id it cannot fill', () => {
    const problems = planted.map(unmappedParams).filter(Boolean);
    expect(problems.join('\n')).toContain(
      'GET /api/planted-albums/:id takes path parameter(s) :id',
    );
    expect(problems.join('\n')).toContain('apps/server/test/security/id-map.ts');
  });

  it('reports another customer reading the album through the planted route', async () => {
    const other = new TestClient(app);
    await other.loginAsGuest();
    const rules: IdRule[] = [
      { pattern: /^\/api\/planted-albums\/:id$/, params: { id: ['albumId'] } },
    ];
    const outcome = await pathIdorMatrix({
      app,
      baseUrl: '',
      routes: planted,
      owner,
      other: { client: other, albumId: owner.albumId },
      otherUploadToken: '',
      rules,
    });
    expect(outcome.total).toBe(2); // GET and HEAD
    expect(outcome.failures.join('\n')).toContain(`shows the owner's ${owner.markers[0]}`);
  });

  it('reports the planted write that takes no CSRF token', async () => {
    const outcome = await csrfMatrix({ app, routes: planted, owner });
    expect(outcome.failures.join('\n')).toMatch(/POST \/ext\/planted-write with no token → 200/);
    expect(writes.length).toBeGreaterThan(0);
  });

  it('reports the planted crash as a 5xx, with the seed that replays it', async () => {
    const outcome = await fuzzMatrix({
      app,
      baseUrl: '',
      routes: planted.filter((route) => route.url === '/api/planted-crash'),
      owner,
      visitor: new TestClient(app),
      seed: 42,
      runs: 12,
      internals: [process.cwd()],
      ensureSignedIn: async () => {},
    });
    expect(outcome.fiveXx).toBeGreaterThan(0);
    expect(outcome.failures.join('\n')).toContain('POST /api/planted-crash as visitor (seed 42');
  });
});
