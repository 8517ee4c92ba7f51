import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlbum, createVinyl } from './factories';
import { albumPatch, createAlbumThroughApi, type AlbumDocument } from './support/albums';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

describe(`cloning and deleting albums on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function guest() {
    const client = new TestClient(t.app);
    const user = await client.loginAsGuest();
    return { client, user };
  }

  const vinylRows = (albumId: string) =>
    t.database.handle.db
      .selectFrom('vinyls')
      .selectAll()
      .where('album_id', '=', albumId)
      .orderBy('disc_number')
      .execute();

  it('clones an album with its discs into a new in-progress album', async () => {
    const { client, user } = await guest();
    const source = await createAlbumThroughApi(client, '7', 2);
    await client.request(
      'PATCH',
      `/api/albums/${source.data.id}`,
      albumPatch({
        title: 'Blue Hours',
        author: 'The Quiet',
        album_progress: 'options',
        quantity: 3,
        album_status: 'done',
      }),
    );
    const response = await client.post(`/api/clone-album/${source.data.id}`);
    expect(response.statusCode).toBe(201);
    const clone = response.json<AlbumDocument>().data;
    expect(clone.id).not.toBe(source.data.id);
    expect(clone.attributes).toMatchObject({
      title: 'Blue Hours',
      author: 'The Quiet',
      album_format: '7',
      album_rpm: '45',
      album_progress: 'options',
      album_status: 'in_progress',
      quantity: 3,
    });
    expect(clone.attributes.album_options.vinyl).toMatchObject({
      album_id: clone.id,
      vinylsQuantity: 2,
      quantity: 3,
    });

    const copied = await vinylRows(clone.id);
    const original = await vinylRows(source.data.id);
    expect(copied.map((row) => [row.disc_number, row.title, row.user_id])).toEqual([
      [1, 'Blue Hours [disc1]', user.id],
      [2, 'Blue Hours [disc2]', user.id],
    ]);
    expect(copied.map((row) => row.id)).not.toEqual(original.map((row) => row.id));
    expect(clone.relationships?.has_vinyls.data.map((disc) => disc.id)).toEqual(
      copied.map((row) => row.id),
    );
    // The source is untouched.
    expect(original).toHaveLength(2);
    const reread = (await client.get(`/api/albums/${source.data.id}`)).json<AlbumDocument>();
    expect(reread.data.attributes.album_status).toBe('done');

    const list = (await client.get('/api/albums?filter[mine]&sort=-modified')).json();
    expect(list.meta.pagination.count).toBe(2);
  });

  it('refuses to clone beyond 15 albums in progress', async () => {
    const { client, user } = await guest();
    const db = t.database.handle.db;
    const source = await createAlbum(db, user.id);
    for (let i = 0; i < 14; i++) await createAlbum(db, user.id);
    const response = await client.post(`/api/clone-album/${source.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({
      code: 'album_limit',
      title: 'Please remove or complete some albums before creating new ones',
    });
    const list = (await client.get('/api/albums?filter[mine]')).json();
    expect(list.meta.pagination.count).toBe(15);
  });

  it('deletes an album with its discs and nothing else', async () => {
    const { client, user } = await guest();
    const doomed = await createAlbumThroughApi(client, '10', 2);
    const kept = await createAlbumThroughApi(client, '10', 2);
    const loose = await createVinyl(t.database.handle.db, user.id);

    const response = await client.request('DELETE', `/api/delete-album/${doomed.data.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await client.get(`/api/albums/${doomed.data.id}`)).statusCode).toBe(404);
    expect(await vinylRows(doomed.data.id)).toEqual([]);
    for (const disc of doomed.data.relationships?.has_vinyls.data ?? []) {
      expect((await client.get(`/api/vinyls/${disc.id}`)).statusCode).toBe(404);
    }
    expect(await vinylRows(kept.data.id)).toHaveLength(2);
    expect((await client.get(`/api/vinyls/${loose.id}`)).statusCode).toBe(200);
    expect((await client.request('DELETE', `/api/delete-album/${doomed.data.id}`)).statusCode).toBe(
      404,
    );
  });
});
