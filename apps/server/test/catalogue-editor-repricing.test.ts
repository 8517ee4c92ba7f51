import { defaultCatalogue, priceAlbum, type AlbumOptions, type Catalog } from '@vinyl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrderCustomer, createOrderableAlbum } from './factories';
import { signIn } from './support/accounts';
import { albumPatch, createAlbumThroughApi } from './support/albums';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const ADMIN = 'reprice-admin@press.example';
const ADMIN_PASSWORD = 'reprice plant secret';

/** The default catalogue with every 7″ vinyl one euro dearer. */
function dearerSingles(): Catalog {
  const catalog = structuredClone(defaultCatalogue);
  for (const entry of catalog.vinyls) {
    if (entry.f === '7') entry.p = Math.round(entry.p * 100 + 100) / 100;
  }
  return catalog;
}

interface AlbumAnswer {
  data: {
    attributes: { album_options: AlbumOptions; quantity: number };
    meta: { price_changed?: { from: number; to: number } };
  };
}

/** The factories' orderable 7″: one disc, a 2-minute track on each side. */
const discs = [{ sideA: [{ duration: 120 }], sideB: [{ duration: 120 }] }];

/**
 * Issue 17: an order keeps the catalogue version it was priced with and its price; an album
 * in progress is re-priced from a new version when opened, with `meta.price_changed` until
 * the next save; an ordered album is left as it was.
 */
describe(`catalogue versions and the prices already given on ${testDialect}`, () => {
  let t: TestApp;
  let plant: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD } });
    plant = new TestClient(t.app);
    await signIn(plant, ADMIN, ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  const orderRow = (id: string) =>
    t.database.handle.db
      .selectFrom('orders')
      .select(['price', 'catalogue_version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  async function checkout(client: TestClient, albumId: string, quantity: number) {
    const response = await client.post('/api/checkout', {
      products: [{ variant_id: 1, quantity, album_id: albumId }],
      note_attributes: [],
      customer: buildOrderCustomer(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: string } }>().data.id;
  }

  it('keeps an order’s price and version, and tells the customer an album in progress costs more', async () => {
    const customer = new TestClient(t.app);
    await customer.loginAsGuest();
    const ordered = await createOrderableAlbum(t.database.handle.db, customer, 2);
    const orderId = await checkout(customer, ordered.id, 2);
    const placed = await orderRow(orderId);
    expect(Number(placed.catalogue_version)).toBe(1);
    const inProgress = await createOrderableAlbum(t.database.handle.db, customer, 3);
    const opened = (await customer.get(`/api/albums/${inProgress.id}`)).json<AlbumAnswer>();
    expect(opened.data.meta.price_changed).toBeUndefined();
    const options = opened.data.attributes.album_options;

    const published = await plant.post('/api/admin/catalogue/versions', {
      data: { attributes: { catalogue: dearerSingles() } },
    });
    expect(published.statusCode, published.body).toBe(201);

    // The order: same price, same version, and its album is not priced again.
    expect(await orderRow(orderId)).toEqual(placed);
    const order = (await customer.get(`/api/orders/${orderId}`)).json();
    expect(order.data.attributes.price).toBe(Number(placed.price));
    const orderedAlbum = (await customer.get(`/api/albums/${ordered.id}`)).json<AlbumAnswer>();
    expect(orderedAlbum.data.meta.price_changed).toBeUndefined();

    // The album in progress: priced from version 2 when opened, the change told until a save.
    const input = { options, format: '7', quantity: 3, discs };
    const before = priceAlbum(defaultCatalogue, input);
    const after = priceAlbum(dearerSingles(), input);
    if (!before.ok || !after.ok) throw new Error('the album does not price');
    expect(after.total - before.total).toBe(3 * 100);
    for (let open = 0; open < 2; open++) {
      const answer = (await customer.get(`/api/albums/${inProgress.id}`)).json<AlbumAnswer>();
      expect(answer.data.meta.price_changed).toEqual({ from: before.total, to: after.total });
      expect(answer.data.attributes.album_options.vinyl?.price).toBe(after.options.vinyl?.price);
    }
    const saved = await customer.request(
      'PATCH',
      `/api/albums/${inProgress.id}`,
      albumPatch({ title: 'Seen it' }),
    );
    expect(saved.json<AlbumAnswer>().data.meta.price_changed).toBeUndefined();
    const again = (await customer.get(`/api/albums/${inProgress.id}`)).json<AlbumAnswer>();
    expect(again.data.meta.price_changed).toBeUndefined();

    // Ordered now, it is priced with version 2 and keeps that number.
    const second = await checkout(customer, inProgress.id, 3);
    expect(await orderRow(second)).toMatchObject({ catalogue_version: 2 });
    const lines = await t.database.handle.db
      .selectFrom('order_albums')
      .select('unit_price')
      .where('order_id', '=', second)
      .execute();
    expect(lines.map((line) => Number(line.unit_price))).toEqual([after.unit]);
  });

  it('tells nothing when a new version leaves the album’s price as it was', async () => {
    const customer = new TestClient(t.app);
    await customer.loginAsGuest();
    const album = await createAlbumThroughApi(customer, '12');
    const current = (await plant.get('/api/admin/catalogue')).json().data.attributes;
    const catalogue = structuredClone(current.catalogue) as Catalog;
    for (const entry of catalogue.vinyls) {
      if (entry.f === '7') entry.p = Math.round(entry.p * 100 + 50) / 100;
    }
    const published = await plant.post('/api/admin/catalogue/versions', {
      data: { attributes: { catalogue, base_version: current.version } },
    });
    expect(published.statusCode, published.body).toBe(201);
    const opened = (await customer.get(`/api/albums/${album.data.id}`)).json<AlbumAnswer>();
    expect(opened.data.meta.price_changed).toBeUndefined();
    const row = await t.database.handle.db
      .selectFrom('albums')
      .select('catalogue_version')
      .where('id', '=', album.data.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.catalogue_version)).toBe(current.version + 1);
  });
});
