import { defaultCatalogue, priceAlbum, type AlbumOptions } from '@vinyl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrderCustomer } from './factories';
import { albumPatch, type AlbumDocument } from './support/albums';
import { makeWav } from './support/audio-files';
import { createReadyAlbum } from './support/ready-album';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen, uploadAudio } from './support/uploads';

/**
 * Decision 015 (issue 14 item 9): the albums PATCH, the summary and checkout price an album
 * with the domain's one `priceAlbum`, from the tracks stored, so all three say the same,
 * and a track put on side B makes the 12″ two-sided at once (it costs more).
 */
describe(`one price for an album on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
  });
  afterAll(() => t.close());

  it('PATCH, summary and checkout agree with priceAlbum after a track lands on side B', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const album = await createReadyAlbum(client, baseUrl, {
      format: '12',
      quantity: 2,
      sides: { a: [20], b: [] },
    });
    const summary = async () =>
      (await client.get(`/api/summary-album/${album.id}`)).json<{
        data: { attributes: { price: { unit_total: number; total: number } | null } };
      }>().data.attributes.price;
    const oneSided = priceAlbum(defaultCatalogue, {
      options: album.options,
      format: '12',
      quantity: 2,
      discs: [{ sideA: [{ duration: 20 }], sideB: [] }],
    });
    if (!oneSided.ok) throw new Error(oneSided.message);
    expect(await summary()).toMatchObject({ unit_total: oneSided.unit, total: oneSided.total });

    // A track dropped on side B, with no Save and continue afterwards.
    const audioId = await uploadAudio(
      client,
      baseUrl,
      makeWav({ seconds: 15, frequency: 500, sampleRate: 2000 }),
      'b.wav',
    );
    const attached = await client.post(`/api/vinyls/${album.vinylId}/relationships/side_b_tracks`, {
      data: { type: 'audio', id: audioId },
    });
    expect(attached.statusCode).toBe(200);

    const expected = priceAlbum(defaultCatalogue, {
      options: album.options,
      format: '12',
      quantity: 2,
      discs: [{ sideA: [{ duration: 20 }], sideB: [{ duration: 15 }] }],
    });
    if (!expected.ok) throw new Error(expected.message);
    expect(expected.options.vinyl?.sides).toBe(2);
    expect(expected.unit).toBeGreaterThan(oneSided.unit);
    expect(await summary()).toMatchObject({ unit_total: expected.unit, total: expected.total });

    const patched = await client.request(
      'PATCH',
      `/api/albums/${album.id}`,
      albumPatch({ quantity: 2 }),
    );
    const stored = patched.json<AlbumDocument>().data.attributes
      .album_options as unknown as AlbumOptions;
    expect(stored.vinyl).toMatchObject({ sides: 2, price: expected.options.vinyl?.price });

    const checkout = await client.post('/api/checkout', {
      products: [{ variant_id: 1, quantity: 2, album_id: album.id }],
      note_attributes: [],
      customer: buildOrderCustomer(),
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const orderId = checkout.json<{ data: { id: string } }>().data.id;
    const order = (await client.get(`/api/orders/${orderId}`)).json<{
      data: { attributes: { items_price: number } };
    }>();
    expect(order.data.attributes.items_price).toBe(expected.total);
  });
});
