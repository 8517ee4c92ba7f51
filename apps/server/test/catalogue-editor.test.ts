import {
  createDefaultAlbumOptions,
  defaultCatalogue,
  priceAlbum,
  shippingCost,
  type Catalog,
} from '@vinyl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const ADMIN = 'catalogue-admin@press.example';
const ADMIN_PASSWORD = 'catalogue plant secret';

const body = (catalogue: unknown, extra: Record<string, unknown> = {}) => ({
  data: { type: 'catalogues', attributes: { catalogue, ...extra } },
});

/** The default catalogue with every 7″ vinyl one euro dearer. */
function dearerSingles(): Catalog {
  const catalog = structuredClone(defaultCatalogue);
  for (const entry of catalog.vinyls)
    if (entry.f === '7') entry.p = Math.round(entry.p * 100 + 100) / 100;
  return catalog;
}

interface ExampleAnswer {
  id: string;
  quantity: number;
  before: { unit: number; total: number; shipping: number } | null;
  after: { unit: number; total: number; shipping: number } | null;
}

/**
 * Issue 17, the catalogue editor's API: admin only, a catalogue checked with its schema (422
 * with a pointer per issue), example prices before and after from the domain's pricing, and
 * publishing a version that /api/config then serves, recorded in the audit log.
 */
describe(`the catalogue editor on ${testDialect}`, () => {
  let t: TestApp;
  let plant: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD } });
    plant = new TestClient(t.app);
    await signIn(plant, ADMIN, ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('answers 401 without a session and 403 to a customer, and changes nothing', async () => {
    const anonymous = new TestClient(t.app);
    const customer = new TestClient(t.app);
    await customer.loginAsGuest();
    for (const client of [anonymous, customer]) {
      const status = client === anonymous ? 401 : 403;
      for (const response of [
        await client.get('/api/admin/catalogue'),
        await client.post('/api/admin/catalogue/preview', body(defaultCatalogue)),
        await client.post('/api/admin/catalogue/versions', body(dearerSingles())),
      ]) {
        expect(response.statusCode).toBe(status);
        expect(response.json().errors[0]).toMatchObject({ status: String(status) });
      }
    }
    const config = await anonymous.get('/api/config');
    expect(config.json().meta).toEqual({ catalogue_version: 1 });
  });

  it('serves the published catalogue with its version and date', async () => {
    const response = await plant.get('/api/admin/catalogue');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data).toMatchObject({ type: 'catalogues', id: '1', attributes: { version: 1 } });
    expect(Date.parse(data.attributes.published_at)).not.toBeNaN();
    expect(data.attributes.catalogue).toEqual(JSON.parse(JSON.stringify(defaultCatalogue)));
    expect(meta.versions).toEqual([expect.objectContaining({ version: 1, published_by: null })]);
  });

  it('refuses an invalid catalogue with 422 and a pointer per issue, in the caller’s language', async () => {
    const broken = structuredClone(defaultCatalogue) as unknown as {
      formats: { price: number }[];
      vat: { rate: number };
    };
    if (!broken.formats[2]) throw new Error('no third format');
    broken.formats[2].price = -5;
    broken.vat.rate = 150;
    for (const path of ['/api/admin/catalogue/preview', '/api/admin/catalogue/versions']) {
      const response = await plant.post(`${path}?locale=it`, body(broken));
      expect(response.statusCode).toBe(422);
      expect(response.headers['content-type']).toContain('application/vnd.api+json');
      const { errors } = response.json<{ errors: { source: { pointer: string } }[] }>();
      expect(errors.map((error) => error.source.pointer).sort()).toEqual([
        '/data/attributes/catalogue/formats/2/price',
        '/data/attributes/catalogue/vat/rate',
      ]);
      expect(errors[0]).toMatchObject({
        status: '422',
        code: 'catalog_invalid',
        title: 'Il catalogo non è valido',
      });
    }
    // No catalogue at all is a malformed request, not an invalid catalogue.
    const missing = await plant.post('/api/admin/catalogue/preview', { data: { attributes: {} } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ code: 'validation_failed' });
    const notObject = await plant.post('/api/admin/catalogue/preview', body('a string'));
    expect(notObject.statusCode).toBe(422);
    expect(notObject.json().errors[0].source.pointer).toBe('/data/attributes/catalogue');
    expect((await plant.get('/api/admin/catalogue')).json().data.attributes.version).toBe(1);
  });

  it('previews example albums before and after, priced as the domain prices them', async () => {
    const response = await plant.post('/api/admin/catalogue/preview', body(dearerSingles()));
    expect(response.statusCode).toBe(200);
    const { attributes } = response.json<{
      data: { attributes: { base_version: number; examples: ExampleAnswer[] } };
    }>().data;
    expect(attributes.base_version).toBe(1);
    const single = attributes.examples.find((example) => example.id === '7-single-10');
    const options = createDefaultAlbumOptions('7', 1, defaultCatalogue, { quantity: 10 });
    const input = {
      options,
      format: '7',
      quantity: 10,
      discs: [{ sideA: [{ duration: 200 }], sideB: [{ duration: 200 }] }],
    };
    const before = priceAlbum(defaultCatalogue, input);
    const after = priceAlbum(dearerSingles(), input);
    if (!before.ok || !after.ok) throw new Error('the example does not price');
    const shipping = shippingCost(defaultCatalogue, 'IT', 10).cost;
    expect(single?.before).toMatchObject({ unit: before.unit, total: before.total, shipping });
    expect(single?.after).toMatchObject({ unit: after.unit, total: after.total, shipping });
    expect(after.unit - before.unit).toBe(100);
    // A 12″ is not a 7″: its prices stay.
    const twelve = attributes.examples.find((example) => example.id === '12-single-1');
    expect(twelve?.after).toEqual(twelve?.before);
    expect((await plant.get('/api/admin/catalogue')).json().data.attributes.version).toBe(1);
  });

  it('publishes a new version that /api/config serves, recorded in the audit log', async () => {
    const dearer = dearerSingles();
    const response = await plant.post(
      '/api/admin/catalogue/versions',
      body(dearer, { note: 'Vinyl costs more', base_version: 1 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      id: '2',
      attributes: { version: 2, note: 'Vinyl costs more' },
    });

    const config = (await new TestClient(t.app).get('/api/config')).json();
    expect(config.meta).toEqual({ catalogue_version: 2 });
    const entry = config.data.find((item: { id: string }) => item.id === 'Catalog');
    expect(entry.attributes.catalogue_version).toBe(2);
    expect(JSON.parse(entry.attributes.content)).toEqual(JSON.parse(JSON.stringify(dearer)));

    const audit = await t.database.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'catalogue.published')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ target_type: 'catalogues', target_id: '2' })]);
    expect(JSON.parse(audit[0]?.data ?? '{}')).toMatchObject({
      version: 2,
      note: 'Vinyl costs more',
    });

    // An editor that started from version 1 is told another was published since.
    const stale = await plant.post(
      '/api/admin/catalogue/versions',
      body(defaultCatalogue, { base_version: 1 }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('catalogue_version_conflict');
    expect((await plant.get('/api/admin/catalogue')).json().meta.versions).toHaveLength(2);
  });
});
