import { randomUUID } from 'node:crypto';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../src/db/migrations';
import { buildUser } from './factories';
import { createTestDatabase, testDialect, type TestDatabase } from './support/test-database';

/**
 * Migration 0009 on a database that already has orders: they keep their total as their
 * records price, with no shipping and no buyer; down and up again leave the data as it was.
 */
describe(`migration 0009 (the buyer on orders) on ${testDialect}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.cleanup());

  it('keeps earlier orders whole: items price = total, shipping 0, no buyer', async () => {
    const { db } = database.handle;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0008-orders')).error).toBeUndefined();
    const user = buildUser();
    await db.insertInto('users').values(user).execute();
    const now = new Date().toISOString();
    const id = randomUUID();
    // Only the columns 0008 had.
    await db
      .insertInto('orders')
      .values({
        id,
        user_id: user.id,
        title: 'Before',
        order_status: 'pending',
        price: 12_345,
        quantity: 2,
        invoice_url: null,
        note_attributes: '[]',
        provider: 'test',
        provider_ref: null,
        paid_at: null,
        created_at: now,
        modified_at: now,
      } as never)
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    expect(row).toMatchObject({
      price: 12_345,
      items_price: 12_345,
      shipping_cost: 0,
      billing_invoice: 0,
      customer_email: null,
      shipping_country: null,
      vat_rate: null,
    });

    // Down to 0008 and up again: the order is still there, whole.
    expect((await migrator.migrateTo('0008-orders')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const again = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    expect(again).toMatchObject({ price: 12_345, items_price: 12_345, title: 'Before' });
  });
});
