import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlbumsRepository } from '../src/modules/albums/albums.repository';
import { albumListJson, toAlbumListJson, toAlbumResource } from '../src/modules/albums/albums.view';
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

// Decision 065: the database writes each plain album's resource itself. It must write the
// very text the shop writes from the same columns, whatever the texts hold.
describe(`the album list written by ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Every control character but NUL (which no request may carry), quotes, a backslash, a
  // slash, accents, an emoji, the line and paragraph separators and DEL.
  const controls = Array.from({ length: 31 }, (_, n) => String.fromCharCode(n + 1)).join('');
  const awkward = `${controls}"\\/ é € 😀 \u2028 \u2029 \u007f end`;
  const options = JSON.stringify({
    vinyl: { format: '12', color: 'Black', price: 2900 },
    label: { text: awkward },
  });

  async function listed(client: TestClient, userId: string) {
    const albums = createAlbumsRepository(t.database.handle.db, t.database.handle.dialect);
    const filter = { userId, albumStatusNot: 'ordered' as const };
    const byColumns = await albums.listByOwner(filter, true);
    return {
      byDatabase: await albums.listResourcesByOwner(filter, true),
      byColumns,
      shopText: toAlbumListJson(byColumns),
      answer: await client.get(LIST),
    };
  }

  it('writes plain albums as the shop does, byte for byte, newest first', async () => {
    const client = new TestClient(t.app);
    const user = await client.loginAsGuest();
    const db = t.database.handle.db;
    const plain = { album_options: options, extra: '{}' };
    const first = await createAlbum(db, user.id, {
      ...plain,
      title: awkward,
      author: '',
      description: null,
      album_format: null,
      album_rpm: null,
      quantity: 3,
      extra: JSON.stringify({ label_text: awkward }),
      modified_at: '2026-01-01T00:00:00.000Z',
    });
    const second = await createAlbum(db, user.id, {
      ...plain,
      title: 'Plain',
      album_rpm: '45',
      extra: JSON.stringify({ label_text: null }),
      modified_at: '2026-03-01T00:00:00.000Z',
    });
    // Same time: the id decides, as in the columns' order.
    const tied = [
      await createAlbum(db, user.id, { ...plain, modified_at: '2026-02-01T00:00:00.000Z' }),
      await createAlbum(db, user.id, { ...plain, modified_at: '2026-02-01T00:00:00.000Z' }),
    ].sort((a, b) => (a.id < b.id ? -1 : 1));

    const { byDatabase, byColumns, shopText, answer } = await listed(client, user.id);
    expect(byDatabase).toHaveLength(4);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(shopText);
    const body = answer.json() as { data: { id: string }[]; meta: unknown };
    expect(body.data.map((album) => album.id)).toEqual([
      second.id,
      ...tied.map((album) => album.id),
      first.id,
    ]);
    expect(body.data).toEqual(byColumns.map((row) => toAlbumResource(row)));
    expect(body.meta).toEqual({ pagination: { count: 4 } });
    expect(body.data[3]).toMatchObject({
      attributes: { title: awkward, extra: { label_text: awkward }, quantity: 3, album_rpm: null },
    });

    // The statement's other shapes: ordered albums included, oldest first.
    await createAlbum(db, user.id, { ...plain, album_status: 'ordered', title: 'Pressed' });
    const albums = createAlbumsRepository(db, t.database.handle.dialect);
    for (const descending of [false, true]) {
      const every = await albums.listResourcesByOwner({ userId: user.id }, descending);
      expect(every).toHaveLength(5);
      expect(albumListJson(every ?? [])).toBe(
        toAlbumListJson(await albums.listByOwner({ userId: user.id }, descending)),
      );
    }
  });

  it.each([
    ['a price change', { price_changed: JSON.stringify({ from: 2900, to: 3100 }) }],
    [
      'a reopened artwork',
      {
        artwork_reopened: JSON.stringify({ kind: 'cover', type: 'front', message: 'Too dark' }),
      },
    ],
    ['extra that is not an object', { extra: '[1]' }],
    ['no options', { album_options: null }],
  ])('reads a list with %s by its columns, the same answer', async (_name, overrides) => {
    const client = new TestClient(t.app);
    const user = await client.loginAsGuest();
    const db = t.database.handle.db;
    await createAlbum(db, user.id, { album_options: options, title: 'Plain' });
    const other = await createAlbum(db, user.id, { album_options: options, ...overrides });

    const { byDatabase, byColumns, shopText, answer } = await listed(client, user.id);
    expect(byDatabase).toBeUndefined();
    expect(answer.body).toBe(shopText);
    const body = answer.json() as { data: { id: string }[] };
    expect(body.data).toHaveLength(2);
    expect(body.data.find((album) => album.id === other.id)).toEqual(
      toAlbumResource(byColumns.find((row) => row.id === other.id)!),
    );
  });
});
