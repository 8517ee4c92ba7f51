import {
  calculateAlbumPrice,
  checkAlbumOptions,
  defaultCatalogue,
  type AlbumOptions,
} from '@vinyl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderableAlbum } from './factories';
import { albumPatch, createAlbumThroughApi, type AlbumDocument } from './support/albums';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

/** The unit price the domain gives `options` of a 12″ single at `quantity` copies. */
function unitPrice(options: AlbumOptions, quantity: number): number {
  const checked = checkAlbumOptions(defaultCatalogue, options, {
    format: '12',
    vinylsQuantity: 1,
    quantity,
  });
  if (!checked.ok) throw new Error(checked.message);
  return calculateAlbumPrice(checked.value);
}

describe(`the quantity of an album on ${testDialect} (spec 1 §5, spec 2 §5)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const patch = (client: TestClient, id: string, attributes: Record<string, unknown>) =>
    client.request('PATCH', `/api/albums/${id}`, albumPatch(attributes));

  it('prices every stored part again for the tier of the new quantity, as the domain does', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const { data } = await createAlbumThroughApi(client, '12');
    const stored = data.attributes.album_options as AlbumOptions;
    const atOne = calculateAlbumPrice(stored);
    expect(atOne).toBe(unitPrice(stored, 1));

    for (const quantity of [5, 10, 30, 1]) {
      const response = await patch(client, data.id, { quantity, album_status: 'done' });
      expect(response.statusCode).toBe(200);
      const options = response.json<AlbumDocument>().data.attributes.album_options as AlbumOptions;
      expect(calculateAlbumPrice(options)).toBe(unitPrice(stored, quantity));
      expect(options.vinyl?.quantity).toBe(quantity);
    }
    // The tiers do change the price: fewer euros a copy for more copies.
    expect(unitPrice(stored, 10)).toBeLessThan(atOne);
    const read = await client.get(`/api/albums/${data.id}`);
    expect(read.json<AlbumDocument>().data.attributes).toMatchObject({
      quantity: 1,
      album_status: 'done',
    });
  });

  it('ignores prices sent with a new quantity', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const { data } = await createAlbumThroughApi(client, '12');
    const stored = data.attributes.album_options as AlbumOptions;
    const tampered = {
      ...stored,
      vinyl: { ...stored.vinyl!, price: 1 },
      cover: { ...stored.cover!, price: 0 },
    };
    const response = await patch(client, data.id, { quantity: 10, album_options: tampered });
    expect(response.statusCode).toBe(200);
    const options = response.json<AlbumDocument>().data.attributes.album_options as AlbumOptions;
    expect(calculateAlbumPrice(options)).toBe(unitPrice(stored, 10));
  });

  it('takes the sides and seconds of the vinyl from the stored tracks, not from the client', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    // A 7″ single with a 2-minute track on each side, stored on the server.
    const album = await createOrderableAlbum(t.database.handle.db, client, 1);
    const read = await client.get(`/api/albums/${album.id}`);
    const options = read.json<AlbumDocument>().data.attributes.album_options as AlbumOptions;
    const claimed = { ...options, vinyl: { ...options.vinyl!, sides: 1 as const, duration: 10 } };
    const response = await patch(client, album.id, { album_options: claimed });
    expect(response.statusCode).toBe(200);
    const saved = response.json<AlbumDocument>().data.attributes.album_options as AlbumOptions;
    expect(saved.vinyl).toMatchObject({ sides: 2, duration: 240 });
    const truth = checkAlbumOptions(
      defaultCatalogue,
      { ...claimed, vinyl: { ...claimed.vinyl, sides: 2, duration: 240 } },
      { format: '7', vinylsQuantity: 1, quantity: 1 },
    );
    if (!truth.ok) throw new Error(truth.message);
    expect(calculateAlbumPrice(saved)).toBe(calculateAlbumPrice(truth.value));
  });
});
