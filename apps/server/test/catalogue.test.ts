import { CatalogSchema, defaultCatalogue } from '@vinyl/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock';
import { createCatalogueVersionsRepository } from '../src/modules/catalogue/catalogue-versions.repository';
import { createConfigRepository } from '../src/modules/catalogue/catalogue.repository';
import { createCatalogueService } from '../src/modules/catalogue/catalogue.service';
import { createTestApp, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

interface ConfigEntry {
  attributes: { name: string; content: string };
}

async function readCatalog(t: TestApp) {
  const response = await t.app.inject('/api/config');
  expect(response.statusCode).toBe(200);
  const entry = response
    .json<{ data: ConfigEntry[] }>()
    .data.find((e) => e.attributes.name === 'Catalog');
  if (!entry) throw new Error('no Catalog entry');
  return JSON.parse(entry.attributes.content) as unknown;
}

describe(`GET /api/config on ${testDialect}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('serves the seeded default catalogue as a JSON string that passes the schema', async () => {
    const catalog = await readCatalog(t);
    expect(CatalogSchema.safeParse(catalog).success).toBe(true);
    expect(catalog).toEqual(JSON.parse(JSON.stringify(defaultCatalogue)));
  });

  it('keeps a catalogue the plant changed, and refuses one that fails the schema', async () => {
    const { db } = t.database.handle;
    const service = createCatalogueService({
      config: createConfigRepository(db),
      versions: createCatalogueVersionsRepository(db),
      clock: systemClock,
    });
    const changed = structuredClone(defaultCatalogue);
    const first = changed.formats[0];
    if (!first) throw new Error('catalogue without formats');
    first.price = first.price + 1;
    await service.replaceCatalog(changed);
    await service.seedDefault(); // a restart must not overwrite the plant's catalogue
    expect(await readCatalog(t)).toEqual(JSON.parse(JSON.stringify(changed)));

    await expect(
      service.replaceCatalog({ ...changed, vinyls: [{ f: 'nope' }] }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'catalog_invalid',
    });
    expect(await readCatalog(t)).toEqual(JSON.parse(JSON.stringify(changed)));
  });
});
