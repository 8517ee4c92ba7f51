import {
  isQuoteExpired,
  quoteAction,
  quoteExpiresAt,
  quoteItemsPrice,
  type QuoteDiscount,
} from '@vinyl/domain';
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { ConflictError, NotFoundError, UnprocessableError } from '../../http/errors';
import type { OrderMails } from './order-mails';
import { canMoveOrder } from './order-status';
import type { OrderRow, OrdersRepository } from './orders.repository';
import type { PaymentProvider } from './payments';

interface Deps {
  orders: OrdersRepository;
  provider: PaymentProvider;
  clock: Clock;
  mails: Pick<OrderMails, 'priced'>;
  /** Days a quote's offer lasts (`QUOTE_EXPIRY_DAYS`). */
  quoteExpiryDays: number;
}

export interface QuoteInput {
  /** The total in cents the buyer pays, shipping included. */
  price: number;
  /** The delivery part of it; the one stored at submission when absent. */
  shippingCost?: number | undefined;
  /** The plant's message to the buyer, shown in the mail and on the payment page. */
  note?: string | undefined;
  discount?: QuoteDiscount | undefined;
}

/** What a pricing did, for the caller to record in the same transaction (the audit log). */
export interface QuoteChange {
  orderId: string;
  revised: boolean;
  revision: number;
  price: number;
  shippingCost: number;
  itemsPrice: number;
  expiresAt: string;
}

/**
 * The plant's quotes (spec 1 §7, issue 17): a standby order (10–30 copies) gets its final
 * total — optionally with a discount line and a message — and the buyer a payment link; the
 * quote may be revised while unpaid, and its offer ends after `quoteExpiryDays`.
 */
export function createQuotesService({ orders, provider, clock, mails, quoteExpiryDays }: Deps) {
  function checkedLines(input: QuoteInput, storedShipping: number) {
    const shipping = input.shippingCost ?? storedShipping;
    const itemsPrice = quoteItemsPrice({
      price: input.price,
      shipping,
      discount: input.discount?.amount,
    });
    if (itemsPrice === null) {
      throw new UnprocessableError(
        'price_below_shipping',
        'The total cannot be less than the shipping cost',
        `${input.price} < ${shipping}`,
      );
    }
    return { shipping, itemsPrice };
  }

  /**
   * The same quote sent again while its offer stands (a double click, two staff members
   * sending one price): nothing to revise, no second mail. An expired quote is revised even
   * with the same figures: that is how the plant gives a fresh offer.
   */
  function sameLiveQuote(order: OrderRow, input: QuoteInput, shipping: number) {
    const expired = isQuoteExpired(
      { status: order.order_status, quoteExpiresAt: order.quote_expires_at },
      clock.now(),
    );
    return (
      !expired &&
      Number(order.price) === input.price &&
      Number(order.shipping_cost) === shipping &&
      (order.discount_amount === null ? null : Number(order.discount_amount)) ===
        (input.discount?.amount ?? null) &&
      order.discount_reason === (input.discount?.reason ?? null) &&
      order.plant_note === (input.note?.trim() || null)
    );
  }

  /**
   * Prices a standby order (standby → pending through `canMoveOrder`) or revises the quote
   * of a pending one that came from standby (`quoteAction`): a payment with the provider for
   * the new total, the order updated only if it is still as read (of two concurrent pricings
   * one wins, a 409 for the other; a payment that arrived in between wins too), `record`
   * called in the same transaction, then the link mailed. A revision bumps the quote's
   * revision, which the payment link signs: the previous links stop working.
   */
  async function priceStandby(
    id: string,
    input: QuoteInput,
    record?: (change: QuoteChange, trx: Transaction<Database>) => Promise<void>,
  ): Promise<string> {
    const order = await orders.find(id);
    if (!order) throw new NotFoundError('Order not found');
    const action = quoteAction({ status: order.order_status, pricedAt: order.priced_at });
    if (action === 'refused' || (action === 'send' && !canMoveOrder('standby', 'pending'))) {
      throw new ConflictError(
        'invalid_transition',
        `A ${order.order_status} order cannot be priced: only a standby order or an unpaid quote can`,
      );
    }
    const { shipping, itemsPrice } = checkedLines(input, Number(order.shipping_cost));
    const revised = action === 'revise';
    if (revised && sameLiveQuote(order, input, shipping)) return order.id;
    const revision = Number(order.quote_revision) + (revised ? 1 : 0);
    const payment = await provider.createPayment({
      orderId: order.id,
      amount: input.price,
      title: order.title,
      revision,
    });
    const now = clock.now();
    const change: QuoteChange = {
      orderId: order.id,
      revised,
      revision,
      price: input.price,
      shippingCost: shipping,
      itemsPrice,
      expiresAt: quoteExpiresAt(now, quoteExpiryDays),
    };
    const changed = await orders.transaction(async (trx) => {
      const updated = await orders.requote(
        { id: order.id, status: order.order_status, revision: Number(order.quote_revision) },
        {
          order_status: 'pending',
          price: input.price,
          items_price: itemsPrice,
          shipping_cost: shipping,
          discount_amount: input.discount?.amount ?? null,
          discount_reason: input.discount?.reason ?? null,
          quote_expires_at: change.expiresAt,
          quote_revision: revision,
          invoice_url: payment.invoiceUrl,
          provider: provider.name,
          provider_ref: payment.providerRef,
          plant_note: input.note?.trim() || null,
          priced_at: now.toISOString(),
          modified_at: now.toISOString(),
        },
        trx,
      );
      if (updated && record) await record(change, trx as Transaction<Database>);
      if (updated) await mails.priced(order.id, revised, trx as Transaction<Database>);
      return updated;
    });
    if (!changed) {
      throw new ConflictError('invalid_transition', 'The order was priced or paid in the meantime');
    }
    // The revised quote's gateway page replaces the old one: the old one cannot be paid.
    if (revised && order.provider_ref && provider.cancelPayment) {
      await provider.cancelPayment(order.provider_ref);
    }
    return order.id;
  }

  return { priceStandby };
}
