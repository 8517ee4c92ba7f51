import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@vinyl/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OrderEventsTable } from '../../db/schema';

export type OrderEventRow = Selectable<OrderEventsTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** One entry of an order's history (migration 0014). */
export interface NewOrderEvent {
  /** Null when the order was placed; the current status for an event of no change. */
  from: OrderStatus | null;
  to: OrderStatus;
  at: string;
  /** The admin who made it; none for the customer's checkout and the gateway's payment. */
  actorUserId?: string | null | undefined;
  data?: Record<string, unknown> | undefined;
}

/**
 * The order's history (issue 17): written in the transaction of the change it records, by
 * the one place that changes a status (the orders repository), so no change goes untold.
 */
export async function addOrderEvent(
  executor: Executor,
  orderId: string,
  event: NewOrderEvent,
): Promise<void> {
  await executor
    .insertInto('order_events')
    .values({
      id: randomUUID(),
      order_id: orderId,
      from_status: event.from,
      to_status: event.to,
      actor_user_id: event.actorUserId ?? null,
      data: JSON.stringify(event.data ?? {}),
      created_at: event.at,
    })
    .execute();
}

/** The events of these orders, oldest first (ties put in order by `sortOrderEvents`). */
export async function listOrderEvents(
  executor: Executor,
  orderIds: readonly string[],
): Promise<OrderEventRow[]> {
  if (orderIds.length === 0) return [];
  return executor
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function removeOrderEvents(executor: Executor, orderId: string): Promise<void> {
  await executor.deleteFrom('order_events').where('order_id', '=', orderId).execute();
}
