import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlbum } from './factories';
import { albumPatch, createAlbumThroughApi, type AlbumDocument } from './support/albums';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

describe(`reading and changing an album on ${testDialect}`, () => {
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

  const patch = (client: TestClient, id: string, attributes: Record<string, unknown>) =>
    client.request('PATCH', `/api/albums/${id}`, albumPatch(attributes));

  it('saves title, author, notes and label text; blank texts read as not given', async () => {
    const { client } = await guest();
    const album = await createAlbumThroughApi(client, '12');
    const response = await patch(client, album.data.id, {
      title: '  Blue Hours ',
      author: 'The Quiet',
      description: '',
      extra: { label_text: 'Side one' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AlbumDocument>().data.attributes).toMatchObject({
      title: 'Blue Hours',
      author: 'The Quiet',
      description: null,
      extra: { label_text: 'Side one' },
    });
    const again = await client.get(`/api/albums/${album.data.id}`);
    expect(again.json<AlbumDocument>().data.attributes.title).toBe('Blue Hours');
  });

  it('moves progress forward only: an earlier step is ignored, not refused', async () => {
    const { client } = await guest();
    const { data } = await createAlbumThroughApi(client, '12');
    const progressAfter = async (step: string) => {
      const response = await patch(client, data.id, { album_progress: step });
      expect(response.statusCode).toBe(200);
      return response.json<AlbumDocument>().data.attributes.album_progress;
    };
    expect(await progressAfter('texts')).toBe('texts');
    expect(await progressAfter('options')).toBe('options');
    expect(await progressAfter('tracks')).toBe('options');
    expect(await progressAfter('vinyls')).toBe('options');
    expect(await progressAfter('preview')).toBe('preview');
  });

  it('refuses to change, delete or add a disc to an ordered album (409), but clones it', async () => {
    const { client, user } = await guest();
    const ordered = await createAlbum(t.database.handle.db, user.id, {
      album_status: 'ordered',
      title: 'Pressed',
    });
    const changed = await patch(client, ordered.id, { title: 'Changed' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors[0]).toMatchObject({
      code: 'album_ordered',
      title: 'The album is already in ordered state',
    });
    const italian = await client.request(
      'PATCH',
      `/api/albums/${ordered.id}?locale=it`,
      albumPatch({ title: 'x' }),
    );
    expect(italian.json().errors[0].title).toBe('L’album è già in stato ordinato');
    expect((await client.request('DELETE', `/api/delete-album/${ordered.id}`)).statusCode).toBe(
      409,
    );
    const vinyl = await client.post('/api/vinyls', { data: { type: 'vinyls', attributes: {} } });
    const link = await client.post(`/api/vinyls/${vinyl.json().data.id}/relationships/vinyl_of`, {
      data: { type: 'albums', id: ordered.id },
    });
    expect(link.statusCode).toBe(409);
    const reread = await client.get(`/api/albums/${ordered.id}`);
    expect(reread.json<AlbumDocument>().data.attributes.title).toBe('Pressed');
    expect((await client.post(`/api/clone-album/${ordered.id}`)).statusCode).toBe(201);
  });

  it.each([
    ['the format', { album_format: '12' }],
    ['an unknown attribute', { colour: 'red' }],
    ['setting ordered', { album_status: 'ordered' }],
    ['an unknown progress step', { album_progress: 'shipping' }],
    ['more than 30 copies', { quantity: 31 }],
    ['an unknown extra', { extra: { sticker: 'yes' } }],
  ])('refuses %s with a 400', async (_, attributes) => {
    const { client } = await guest();
    const { data } = await createAlbumThroughApi(client, '12');
    const response = await patch(client, data.id, attributes);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('validation_failed');
  });

  it('refuses a body naming another album (409)', async () => {
    const { client } = await guest();
    const { data } = await createAlbumThroughApi(client, '12');
    const response = await client.request('PATCH', `/api/albums/${data.id}`, {
      data: { type: 'albums', id: 'another', attributes: { title: 'x' } },
    });
    expect(response.statusCode).toBe(409);
  });

  it('prices the options itself: a client price is replaced by the catalogue price', async () => {
    const { client } = await guest();
    const { data } = await createAlbumThroughApi(client, '12');
    const options = data.attributes.album_options;
    const cheap = {
      ...options,
      vinyl: { ...options.vinyl, color: 'White', price: 1 },
      label: { ...options.label, price: 0 },
    };
    const response = await patch(client, data.id, { album_options: cheap });
    expect(response.statusCode).toBe(200);
    const saved = response.json<AlbumDocument>().data.attributes.album_options;
    expect(saved.vinyl).toMatchObject({ color: 'White', album_id: data.id });
    expect(saved.vinyl?.price).toBeGreaterThan(100);
    expect(saved.label?.price).toBe(options.label?.price);
  });

  it('refuses options the catalogue cannot supply with the spec message (422)', async () => {
    const { client } = await guest();
    const { data } = await createAlbumThroughApi(client, '12');
    const options = data.attributes.album_options;
    const response = await patch(client, data.id, {
      album_options: { ...options, vinyl: { ...options.vinyl, color: 'Gold' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'vinyl_not_found',
      title: 'Vinyl not found in catalog!!',
    });
  });

  it('prices every part again at a new quantity and reads 0 copies as 1', async () => {
    const { client } = await guest();
    const { data } = await createAlbumThroughApi(client, '12');
    const ten = await patch(client, data.id, { quantity: 10, album_status: 'done' });
    const attributes = ten.json<AlbumDocument>().data.attributes;
    expect(attributes).toMatchObject({ quantity: 10, album_status: 'done' });
    expect(attributes.album_options.vinyl).toMatchObject({ quantity: 10 });
    const zero = await patch(client, data.id, { quantity: 0 });
    expect(zero.json<AlbumDocument>().data.attributes.quantity).toBe(1);
  });

  it('changes the speed to one the format offers, refuses another (422)', async () => {
    const { client } = await guest();
    const { data } = await createAlbumThroughApi(client, '7');
    const slower = await patch(client, data.id, { album_rpm: '33' });
    expect(slower.json<AlbumDocument>().data.attributes.album_rpm).toBe('33');
    const faster = await patch(client, data.id, { album_rpm: 78 });
    expect(faster.statusCode).toBe(422);
    expect(faster.json().errors[0].code).toBe('rpm_not_available');
  });

  it('renames the discs of a double after the album title', async () => {
    const { client } = await guest();
    const { data } = await createAlbumThroughApi(client, '10', 2);
    await patch(client, data.id, { title: 'Blue Hours' });
    const discs = await client.get(`/api/albums/${data.id}/relationships/has_vinyls`);
    const titles = [];
    for (const disc of discs.json<{ data: { id: string }[] }>().data) {
      titles.push((await client.get(`/api/vinyls/${disc.id}`)).json().data.attributes.title);
    }
    expect(titles).toEqual(['Blue Hours [disc1]', 'Blue Hours [disc2]']);
  });

  it("answers 404 for another customer's album, exactly like a missing one", async () => {
    const alice = await guest();
    const bob = await guest();
    const { data } = await createAlbumThroughApi(alice.client, '12');
    const paths = [
      ['GET', `/api/albums/${data.id}`],
      ['PATCH', `/api/albums/${data.id}`],
      ['DELETE', `/api/delete-album/${data.id}`],
      ['POST', `/api/clone-album/${data.id}`],
      ['GET', `/api/albums/${data.id}/relationships/has_vinyls`],
      ['GET', `/api/albums/${data.id}/relationships/part_of_order`],
      ['GET', '/api/albums/no-such-album'],
    ] as const;
    for (const [method, url] of paths) {
      const body = method === 'PATCH' ? albumPatch({ title: 'Mine now' }) : undefined;
      const response = await bob.client.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().errors[0].code).toBe('not_found');
    }
    const untouched = await alice.client.get(`/api/albums/${data.id}`);
    expect(untouched.json<AlbumDocument>().data.attributes.title).toBeNull();
    const bobs = await bob.client.get('/api/albums?filter[mine]');
    expect(bobs.json().meta.pagination.count).toBe(0);
  });

  it('reads the discs and the (still empty) order of an album', async () => {
    const { client } = await guest();
    const { data } = await createAlbumThroughApi(client, '7', 2);
    const discs = await client.get(`/api/albums/${data.id}/relationships/has_vinyls`);
    expect(discs.json().data).toEqual(data.relationships?.has_vinyls.data);
    expect(discs.json().data.map((disc: { type: string }) => disc.type)).toEqual([
      'vinyls',
      'vinyls',
    ]);
    const order = await client.get(`/api/albums/${data.id}/relationships/part_of_order`);
    expect(order.json()).toEqual({ data: null });
    const orders = await client.get(
      '/api/orders?filter[mine]&sort=-modified&include=albums_ordered',
    );
    expect(orders.json()).toMatchObject({ data: [], meta: { pagination: { count: 0 } } });
  });
});
