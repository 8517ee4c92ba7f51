import { processingDaysOf, type Catalog, type OrderStatus } from '@vinyl/domain';
import type { Insertable, Transaction } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import type { NewOrderEvent } from './order-events.repository';
import { sortOrderEvents, trackingOf } from './order-history';
import type { OrdersRepository } from './orders.repository';

interface Deps {
  orders: OrdersRepository;
  /** The catalogue in force: its processing time. */
  catalog: () => Promise<Pick<Catalog, 'processingDays'>>;
}

/** What a move by the plant changes, besides the status. */
export interface StatusMove {
  from: OrderStatus;
  to: OrderStatus;
  at: string;
  actorUserId: string;
  data: Record<string, unknown>;
}

/**
 * What the production module asks of orders (issue 17): an order's history, a move of its
 * status in the caller's transaction (conditional on the status it was read in, recorded
 * in the history), an event of no change, and the catalogue's processing time. The orders'
 * tables stay this module's.
 */
export function createOrderProduction({ orders, catalog }: Deps) {
  /** The plant's move, in the caller's transaction: a 409 when the order moved meanwhile. */
  async function moveStatus(orderId: string, move: StatusMove, trx: Transaction<Database>) {
    const changes: Partial<Insertable<OrdersTable>> & { order_status: OrderStatus } = {
      order_status: move.to,
      modified_at: move.at,
    };
    const moved = await orders.move(orderId, move.from, changes, trx, {
      actorUserId: move.actorUserId,
      data: move.data,
    });
    if (!moved) {
      throw new ConflictError('invalid_transition', 'The order was moved in the meantime');
    }
  }

  return {
    moveStatus,
    /** The order's events, oldest first. */
    async history(orderId: string) {
      return sortOrderEvents(await orders.listEvents([orderId]));
    },
    /** An event of no change of status (a replaced artwork file), at the current status. */
    async recordEvent(orderId: string, event: Omit<NewOrderEvent, 'from' | 'to'>) {
      const order = await orders.find(orderId);
      if (!order) return;
      const status = order.order_status;
      await orders.addEvent(orderId, { ...event, from: status, to: status });
    },
    /** The carrier and tracking number of a shipped order's events, else null. */
    tracking: trackingOf,
    /** The order an album was ordered in, if any. */
    orderOfAlbum: (albumId: string) => orders.orderOfAlbum(albumId),
    /** Working days from payment to shipping, from the catalogue (issue 17). */
    async processingDays() {
      return processingDaysOf(await catalog());
    },
  };
}
