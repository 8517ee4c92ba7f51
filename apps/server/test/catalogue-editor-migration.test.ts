import { defaultCatalogue } from '@vinyl/domain';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../src/db/migrations';
import { createTestDatabase, testDialect, type TestDatabase } from './support/test-database';

/**
 * Migration 0016 on a shop that already changed its catalogue: the `Catalog` config entry
 * becomes version 1 (content and date kept) and leaves the config table; down puts it back.
 */
describe(`migration 0016 (catalogue versions) on ${testDialect}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.cleanup());

  it('makes the stored catalogue version 1, and gives it back on the way down', async () => {
    const { db } = database.handle;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0013-audit-log')).error).toBeUndefined();
    const changed = structuredClone(defaultCatalogue);
    changed.vat = { included: true, rate: 10 };
    const content = JSON.stringify(changed);
    const at = '2026-10-01T08:00:00.000Z';
    await db
      .insertInto('config_entries')
      .values([
        { name: 'Catalog', content, modified_at: at },
        { name: 'Other', content: '{}', modified_at: at },
      ])
      .execute();

    expect((await migrator.migrateTo('0016-catalogue-versions')).error).toBeUndefined();
    const versions = await db.selectFrom('catalogue_versions').selectAll().execute();
    expect(versions).toEqual([
      { version: 1, content, published_at: at, published_by: null, note: null },
    ]);
    const names = await db.selectFrom('config_entries').select('name').execute();
    expect(names).toEqual([{ name: 'Other' }]);

    expect((await migrator.migrateTo('0013-audit-log')).error).toBeUndefined();
    const back = await db.selectFrom('config_entries').selectAll().orderBy('name').execute();
    expect(back.map((row) => [row.name, row.content])).toEqual([
      ['Catalog', content],
      ['Other', '{}'],
    ]);
  });
});
