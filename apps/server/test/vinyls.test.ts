import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumBody, albumLink, vinylBody, type AlbumDocument } from './support/albums';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

describe(`discs (vinyls) on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function guest() {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    return client;
  }

  async function newAlbum(client: TestClient, format: string) {
    const response = await client.post('/api/albums', albumBody({ album_format: format }));
    return response.json<AlbumDocument>().data.id;
  }

  async function newVinyl(client: TestClient, title = '') {
    const response = await client.post('/api/vinyls', vinylBody({ status: 'draft', title }));
    expect(response.statusCode).toBe(201);
    return response.json<{ data: { id: string } }>().data.id;
  }

  const link = (client: TestClient, vinylId: string, albumId: string) =>
    client.post(`/api/vinyls/${vinylId}/relationships/vinyl_of`, albumLink(albumId));

  it('creates a disc, links it to an album and reads it back', async () => {
    const client = await guest();
    const albumId = await newAlbum(client, '7');
    const vinylId = await newVinyl(client, ' [disc1]');
    const linked = await link(client, vinylId, albumId);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ data: { type: 'albums', id: albumId } });
    const vinyl = (await client.get(`/api/vinyls/${vinylId}`)).json().data;
    expect(vinyl).toMatchObject({
      type: 'vinyls',
      attributes: { status: 'draft', title: ' [disc1]', disc_number: 1 },
      relationships: { vinyl_of: { data: { type: 'albums', id: albumId } } },
    });
    // Linking again to the same album changes nothing.
    expect((await link(client, vinylId, albumId)).statusCode).toBe(200);
    const discs = await client.get(`/api/albums/${albumId}/relationships/has_vinyls`);
    expect(discs.json().data).toEqual([{ type: 'vinyls', id: vinylId }]);
  });

  it('changes a disc and refuses unknown attributes (400)', async () => {
    const client = await guest();
    const vinylId = await newVinyl(client);
    const changed = await client.request(
      'PATCH',
      `/api/vinyls/${vinylId}`,
      vinylBody({ title: 'Side story', status: 'ready' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({ title: 'Side story', status: 'ready' });
    const unknown = await client.request(
      'PATCH',
      `/api/vinyls/${vinylId}`,
      vinylBody({ colour: 'red' }),
    );
    expect(unknown.statusCode).toBe(400);
    const created = await client.post('/api/vinyls', vinylBody({ price: 3 }));
    expect(created.statusCode).toBe(400);
  });

  it.each(['12', '5'])('refuses a second disc on a %s inch album (422)', async (format) => {
    const client = await guest();
    const albumId = await newAlbum(client, format);
    expect((await link(client, await newVinyl(client), albumId)).statusCode).toBe(200);
    const second = await link(client, await newVinyl(client), albumId);
    expect(second.statusCode).toBe(422);
    expect(second.json().errors[0]).toMatchObject({
      code: 'double_not_available',
      title: 'This format cannot be a double',
      detail: `The ${format} inch format is not available with 2 discs`,
    });
    const album = (await client.get(`/api/albums/${albumId}`)).json<AlbumDocument>();
    expect(album.data.relationships?.has_vinyls.data).toHaveLength(1);
    expect(album.data.attributes.album_options.vinyl).toMatchObject({ vinylsQuantity: 1 });
  });

  it('refuses a third disc and a disc that belongs to another album', async () => {
    const client = await guest();
    const albumId = await newAlbum(client, '10');
    const discs = [await newVinyl(client), await newVinyl(client), await newVinyl(client)];
    expect((await link(client, discs[0]!, albumId)).statusCode).toBe(200);
    expect((await link(client, discs[1]!, albumId)).statusCode).toBe(200);
    const third = await link(client, discs[2]!, albumId);
    expect(third.statusCode).toBe(422);
    expect(third.json().errors[0].code).toBe('too_many_discs');
    const otherAlbum = await newAlbum(client, '10');
    const moved = await link(client, discs[0]!, otherAlbum);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors[0].code).toBe('vinyl_already_linked');
  });

  it("answers 404 for another customer's disc or album", async () => {
    const alice = await guest();
    const bob = await guest();
    const aliceAlbum = await newAlbum(alice, '7');
    const aliceVinyl = await newVinyl(alice);
    const bobVinyl = await newVinyl(bob);
    expect((await bob.get(`/api/vinyls/${aliceVinyl}`)).statusCode).toBe(404);
    const patched = await bob.request('PATCH', `/api/vinyls/${aliceVinyl}`, vinylBody({}));
    expect(patched.statusCode).toBe(404);
    expect((await link(bob, aliceVinyl, aliceAlbum)).statusCode).toBe(404);
    expect((await link(bob, bobVinyl, aliceAlbum)).statusCode).toBe(404);
    const discs = await alice.get(`/api/albums/${aliceAlbum}/relationships/has_vinyls`);
    expect(discs.json().data).toEqual([]);
  });
});
