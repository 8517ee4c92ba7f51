import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OrderAlbumsTable, OrdersTable } from '../../db/schema';
import { addOrderEvent, listOrderEvents, removeOrderEvents } from './order-events.repository';

export type OrderRow = Selectable<OrdersTable>;
export type OrderAlbumRow = Selectable<OrderAlbumsTable>;
export type Executor = Kysely<Database> | Transaction<Database>;

export function createOrdersRepository(db: Kysely<Database>) {
  return {
    async insert(
      order: Insertable<OrdersTable>,
      lines: Insertable<OrderAlbumsTable>[],
      executor: Executor,
    ): Promise<void> {
      await executor.insertInto('orders').values(order).execute();
      if (lines.length > 0) await executor.insertInto('order_albums').values(lines).execute();
      await addOrderEvent(executor, order.id, {
        from: null,
        to: order.order_status,
        at: order.created_at,
      });
    },
    find(id: string, executor: Executor = db): Promise<OrderRow | undefined> {
      return executor.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },
    listByUser(userId: string, order: 'asc' | 'desc'): Promise<OrderRow[]> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('modified_at', order)
        .orderBy('id')
        .execute();
    },
    /** Every customer's orders (the plant's view), newest first, a page at a time. */
    async listAll(
      filter: { status?: OrdersTable['order_status'] | undefined },
      page: { size: number; number: number },
    ): Promise<{ rows: OrderRow[]; total: number }> {
      let query = db.selectFrom('orders');
      if (filter.status) query = query.where('order_status', '=', filter.status);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('modified_at', 'desc')
          .orderBy('id')
          .limit(page.size)
          .offset((page.number - 1) * page.size)
          .execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    listAlbums(orderIds: readonly string[], executor: Executor = db): Promise<OrderAlbumRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return executor
        .selectFrom('order_albums')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('created_at')
        .execute();
    },
    async orderOfAlbum(albumId: string): Promise<string | null> {
      const line = await db
        .selectFrom('order_albums')
        .select('order_id')
        .where('album_id', '=', albumId)
        .executeTakeFirst();
      return line?.order_id ?? null;
    },
    /** Sets what the provider answered, once the order exists. */
    async setPayment(
      id: string,
      payment: { invoice_url: string; provider: string | null; provider_ref: string | null },
      executor: Executor = db,
    ): Promise<void> {
      await executor.updateTable('orders').set(payment).where('id', '=', id).execute();
    },
    /**
     * Moves an order from one status to another only if it is still in `from`: true when
     * this call made the change, false when someone else already did (or it never was).
     * The change and its history entry (who, the move's facts) commit together.
     */
    async move(
      id: string,
      from: OrdersTable['order_status'],
      changes: Partial<Insertable<OrdersTable>> & { order_status: OrdersTable['order_status'] },
      executor: Executor = db,
      event: { actorUserId?: string | null; data?: Record<string, unknown> } = {},
    ): Promise<boolean> {
      const run = async (trx: Executor) => {
        const result = await trx
          .updateTable('orders')
          .set(changes)
          .where('id', '=', id)
          .where('order_status', '=', from)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        const at = changes.modified_at ?? new Date().toISOString();
        await addOrderEvent(trx, id, { from, to: changes.order_status, at, ...event });
        return true;
      };
      return executor.isTransaction ? run(executor) : db.transaction().execute(run);
    },
    /** An entry of the order's history that changes no status (a replaced artwork file). */
    async addEvent(
      id: string,
      event: Parameters<typeof addOrderEvent>[2],
      executor: Executor = db,
    ): Promise<void> {
      await addOrderEvent(executor, id, event);
    },
    listEvents(orderIds: readonly string[], executor: Executor = db) {
      return listOrderEvents(executor, orderIds);
    },
    /**
     * Sets a quote (issue 17) only if the order is still in the status and at the quote
     * revision it was read at: true when this call made the change, false when a concurrent
     * pricing or a payment came first.
     */
    async requote(
      from: { id: string; status: OrdersTable['order_status']; revision: number },
      changes: Partial<Insertable<OrdersTable>> & { order_status: OrdersTable['order_status'] },
      executor: Executor = db,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('orders')
        .set(changes)
        .where('id', '=', from.id)
        .where('order_status', '=', from.status)
        .where('quote_revision', '=', from.revision)
        .executeTakeFirst();
      const changed = Number(result.numUpdatedRows) === 1;
      // Standby → pending is a change of status: the order's history records it.
      if (changed && from.status !== changes.order_status) {
        const at = changes.modified_at ?? new Date().toISOString();
        await addOrderEvent(executor, from.id, { from: from.status, to: changes.order_status, at });
      }
      return changed;
    },
    /** Takes back an order whose payment could not start: its lines and the order go. */
    async discard(id: string, executor: Executor): Promise<void> {
      await removeOrderEvents(executor, id);
      await executor.deleteFrom('order_albums').where('order_id', '=', id).execute();
      await executor.deleteFrom('orders').where('id', '=', id).execute();
    },
    transaction<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
