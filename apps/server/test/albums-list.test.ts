import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlbum } from './factories';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const LIST = '/api/albums?filter[mine]&filter[album_status][ne]=ordered&sort=-modified';

describe(`my albums on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    const response = await new TestClient(t.app).get(LIST);
    expect(response.statusCode).toBe(401);
  });

  it('starts empty for a new guest', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const response = await client.get(LIST);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], meta: { pagination: { count: 0 } } });
  });

  it("lists only the caller's albums, newest change first, without ordered ones", async () => {
    const alice = new TestClient(t.app);
    const bob = new TestClient(t.app);
    const aliceUser = await alice.loginAsGuest();
    const bobUser = await bob.loginAsGuest();
    const db = t.database.handle.db;
    const older = await createAlbum(db, aliceUser.id, {
      title: 'Older',
      modified_at: '2026-01-01T00:00:00.000Z',
    });
    const newer = await createAlbum(db, aliceUser.id, {
      title: 'Newer',
      modified_at: '2026-06-01T00:00:00.000Z',
    });
    await createAlbum(db, aliceUser.id, { title: 'Pressed', album_status: 'ordered' });
    await createAlbum(db, bobUser.id, { title: 'Not yours' });

    const response = await alice.get(LIST);
    const body = response.json();
    expect(body.meta.pagination.count).toBe(2);
    expect(body.data.map((a: { id: string }) => a.id)).toEqual([newer.id, older.id]);
    expect(body.data[0]).toMatchObject({
      type: 'albums',
      attributes: { title: 'Newer', album_status: 'in_progress', album_progress: 'texts' },
      meta: { modified: '2026-06-01T00:00:00.000Z' },
    });

    const all = (await alice.get('/api/albums?filter[mine]')).json();
    expect(all.meta.pagination.count).toBe(3);
    expect((await bob.get(LIST)).json().meta.pagination.count).toBe(1);
  });

  it('refuses an unknown filter value with a 400', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const response = await client.get('/api/albums?filter[mine]&filter[album_status][ne]=lost');
    expect(response.statusCode).toBe(400);
  });
});
