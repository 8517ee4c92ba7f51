import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrderCustomer } from '../factories';
import { createAlbumThroughApi } from '../support/albums';
import { createTestApp, TestClient, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import { send, type Call } from './calls';
import { routeTable } from './route-table';

const NUL = '\u0000';

/**
 * Found by the fuzz matrix on PostgreSQL (issue 13, decision 013): PostgreSQL cannot hold
 * a NUL character in text, so an id or a text with one made the query fail and the call
 * answer 500 (SQLite stored it). Every such input is now a 400 JSON:API error, on both
 * databases, before any query runs.
 */
describe(`NUL characters in ids, queries and texts on ${testDialect}`, () => {
  let t: TestApp;
  let client: TestClient;
  let albumId: string;
  let vinylId: string;
  beforeAll(async () => {
    t = await createTestApp();
    client = new TestClient(t.app);
    await client.loginAsGuest();
    const album = await createAlbumThroughApi(client, '7');
    albumId = album.data.id;
    vinylId = album.data.relationships?.has_vinyls.data[0]?.id ?? '';
  });
  afterAll(() => t.close());

  function expectRefused(answer: { status: number; body: string }, what: string) {
    expect(answer.status, `${what}: ${answer.body}`).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      errors: [{ status: '400', code: 'validation_failed' }],
    });
  }

  it('answers 400, not 500, to a NUL in the id of every route that takes one', async () => {
    // The plant's routes answer a customer 403 before reading anything.
    const routes = routeTable(t.app).filter(
      (route) =>
        route.method === 'GET' &&
        route.params.includes('id') &&
        !route.url.startsWith('/api/admin'),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const url = route.url.replace(':id', `${albumId}%00`);
      expectRefused(await send(t.app, client, { method: 'GET', url }), url);
    }
  });

  it('answers 400 to a NUL in a query string', async () => {
    const answer = await send(t.app, client, { method: 'GET', url: '/api/albums?sort=%00' });
    expectRefused(answer, 'query');
  });

  it('answers 400 to a NUL in a text or an id of a body, and stores nothing', async () => {
    const calls: Call[] = [
      {
        method: 'PATCH',
        url: `/api/albums/${albumId}`,
        body: { data: { type: 'albums', attributes: { title: `Songs${NUL}` } } },
      },
      {
        method: 'PATCH',
        url: `/api/vinyls/${vinylId}`,
        body: { data: { type: 'vinyls', attributes: { title: `Disc${NUL}` } } },
      },
      {
        method: 'POST',
        url: `/api/vinyls/${vinylId}/relationships/vinyl_of`,
        body: { data: { type: 'albums', id: `${albumId}${NUL}` } },
      },
      {
        method: 'POST',
        url: `/api/vinyls/${vinylId}/relationships/side_a_tracks`,
        body: { data: [{ type: 'audio', id: `a${NUL}` }] },
      },
      {
        method: 'PATCH',
        url: `/api/albums/${albumId}/relationships/pdf_to_print`,
        body: { data: { type: 'files', id: `f${NUL}` } },
      },
      { method: 'PATCH', url: '/api/auth/user', body: { name: `Ada${NUL}` } },
      {
        method: 'POST',
        url: '/api/checkout',
        body: {
          products: [{ variant_id: 1, quantity: 2, album_id: `${albumId}${NUL}` }],
          note_attributes: [],
          customer: buildOrderCustomer(),
        },
      },
      { method: 'POST', url: '/api/login', body: { username: `a${NUL}@b.it`, password: 'x' } },
    ];
    for (const call of calls) {
      expectRefused(await send(t.app, client, call), `${call.method} ${call.url}`);
    }
    const album = (await client.get(`/api/albums/${albumId}`)).json<{
      data: { attributes: { title: string | null } };
    }>();
    expect(album.data.attributes.title).toBeNull();
  });
});
