import { isQuoteExpired, type OrderStatus } from '@vinyl/domain';
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { ConflictError, NotFoundError, UnprocessableError } from '../../http/errors';
import type { OrderMails } from './order-mails';
import { canMoveOrder } from './order-status';
import type { OrdersRepository } from './orders.repository';
import type { PaymentEvent, PaymentProvider } from './payments';

interface Deps {
  orders: OrdersRepository;
  provider: PaymentProvider;
  clock: Clock;
  mails: Pick<OrderMails, 'paid'>;
}

/** Payments of placed orders: the gateway's verified events and the payment link's page. */
export function createPaymentsService({ orders, provider, clock, mails }: Deps) {
  /**
   * A verified payment event: the order must exist, be this provider's and the amount must
   * be its total; then pending → paid, once. A replay or a concurrent duplicate finds the
   * order paid already and changes nothing.
   */
  async function confirmPayment(providerName: string, event: PaymentEvent) {
    const order = await orders.find(event.orderId);
    if (!order || order.provider !== providerName) {
      throw new UnprocessableError('unknown_order', 'No order of this provider has this id');
    }
    if (event.currency !== 'eur' || event.amount !== order.price) {
      throw new UnprocessableError('amount_mismatch', 'The amount paid is not the order total');
    }
    // Paid already: a replay, even once production has moved the order on, changes nothing.
    if (order.paid_at !== null) return { changed: false };
    if (!canMoveOrder(order.order_status, 'paid')) {
      throw new ConflictError('invalid_transition', `A ${order.order_status} order cannot be paid`);
    }
    const now = clock.now().toISOString();
    // Only the call that made the change writes the receipt, with the change: a replay or a
    // concurrent duplicate finds nothing to move and mails nothing.
    const changed = await orders.transaction(async (trx) => {
      const moved = await orders.move(
        order.id,
        order.order_status,
        { order_status: 'paid', paid_at: now, modified_at: now },
        trx,
      );
      if (moved) await mails.paid(order.id, trx as Transaction<Database>);
      return moved;
    });
    return { changed };
  }

  /**
   * The payment link was followed: where the buyer pays now. A pending order of this
   * provider gets the gateway's page (a fresh one when the old one expired, saved); any
   * other order answers its state, for the link's page to tell; so does a quote whose offer
   * ended (issue 17), which is not paid until the plant revises it.
   */
  async function openPayment(
    id: string,
  ): Promise<
    { url: string } | { state: OrderStatus | 'processing' | 'unavailable' | 'quote_expired' }
  > {
    const order = await orders.find(id);
    if (!order) throw new NotFoundError('Order not found');
    if (order.order_status !== 'pending') return { state: order.order_status };
    if (order.provider !== provider.name) return { state: 'unavailable' };
    const quote = { status: order.order_status, quoteExpiresAt: order.quote_expires_at };
    if (isQuoteExpired(quote, clock.now())) return { state: 'quote_expired' };
    const request = { orderId: order.id, amount: Number(order.price), title: order.title };
    const opened = await provider.openPayment(request, order.provider_ref);
    if ('complete' in opened) return { state: 'processing' };
    if (opened.providerRef !== order.provider_ref) {
      await orders.setPayment(order.id, {
        invoice_url: opened.url,
        provider: provider.name,
        provider_ref: opened.providerRef,
      });
    }
    return { url: opened.url };
  }

  return { confirmPayment, openPayment };
}
