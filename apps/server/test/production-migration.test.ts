import { randomUUID } from 'node:crypto';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../src/db/migrations';
import { buildUser } from './factories';
import { createTestDatabase, testDialect, type TestDatabase } from './support/test-database';

/**
 * Migration 0014 on a database that already has orders: each gets the history its row
 * remembers (placed, priced, paid), and albums start with no reopened artwork.
 */
describe(`migration 0014 (order events) on ${testDialect}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.cleanup());

  it('writes the history of earlier orders from their row', async () => {
    const { db } = database.handle;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0013-audit-log')).error).toBeUndefined();
    const user = buildUser();
    await db.insertInto('users').values(user).execute();
    const order = (status: string, times: { priced?: string; paid?: string } = {}) => ({
      id: randomUUID(),
      user_id: user.id,
      title: status,
      order_status: status,
      price: 1000,
      quantity: 12,
      invoice_url: null,
      note_attributes: '[]',
      provider: null,
      provider_ref: null,
      paid_at: times.paid ?? null,
      priced_at: times.priced ?? null,
      created_at: '2026-10-01T09:00:00.000Z',
      modified_at: '2026-10-01T09:00:00.000Z',
    });
    const standby = order('standby');
    const unpaid = order('pending');
    const quoted = order('paid', {
      priced: '2026-10-02T09:00:00.000Z',
      paid: '2026-10-03T09:00:00.000Z',
    });
    const online = order('paid', { paid: '2026-10-01T09:05:00.000Z' });
    for (const row of [standby, unpaid, quoted, online]) {
      await db
        .insertInto('orders')
        .values(row as never)
        .execute();
    }

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const events = await db
      .selectFrom('order_events')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const of = (id: string) =>
      events
        .filter((event) => event.order_id === id)
        .map((event) => [event.from_status, event.to_status, event.created_at]);
    expect(of(standby.id)).toEqual([[null, 'standby', standby.created_at]]);
    expect(of(unpaid.id)).toEqual([[null, 'pending', unpaid.created_at]]);
    expect(of(quoted.id)).toEqual([
      [null, 'standby', quoted.created_at],
      ['standby', 'pending', quoted.priced_at],
      ['pending', 'paid', quoted.paid_at],
    ]);
    expect(of(online.id)).toEqual([
      [null, 'pending', online.created_at],
      ['pending', 'paid', online.paid_at],
    ]);
    expect(events.every((event) => event.actor_user_id === null && event.data === '{}')).toBe(true);

    // Down and up again: the history is written once more, not twice.
    expect((await migrator.migrateTo('0013-audit-log')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const again = await db.selectFrom('order_events').select('id').execute();
    expect(again).toHaveLength(events.length);
  });
});
