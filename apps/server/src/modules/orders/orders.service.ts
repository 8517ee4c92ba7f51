import { isQuoteExpired, type OrderStatus } from '@vinyl/domain';
import { NotFoundError } from '../../http/errors';
import { createCheckoutService, type CheckoutDeps } from './checkout.service';
import type { OrderMails } from './order-mails';
import { createOrderProduction } from './order-production';
import type { OrderAlbumRow, OrderRow } from './orders.repository';
import type { PaymentLinks } from './payment-links';
import { createPaymentsService } from './payments.service';
import { createQuotesService } from './quotes.service';

interface Deps extends CheckoutDeps {
  mails: Pick<OrderMails, 'placed' | 'dispatch' | 'discard' | 'paid' | 'priced'>;
  /** The signed payment link of an order (decision 012). */
  links: Pick<PaymentLinks, 'url'>;
  /** Days a quote's offer lasts (`QUOTE_EXPIRY_DAYS`, issue 17). */
  quoteExpiryDays: number;
}

/**
 * The orders module's service: checkout, payments and quotes (each its own service), and
 * the orders as their owner and the plant read them.
 */
export function createOrderService(deps: Deps) {
  const { orders, links, clock } = deps;
  const checkout = createCheckoutService(deps);
  const payments = createPaymentsService(deps);
  const quotes = createQuotesService(deps);
  const production = createOrderProduction({
    orders,
    catalog: async () => (await deps.catalogue.requireCurrent()).catalog,
  });

  /** The orders' events and the processing time: the timeline and ship date they show. */
  async function historyOf(rows: readonly OrderRow[]) {
    const events = await orders.listEvents(rows.map((row) => row.id));
    return { events, processingDays: await production.processingDays() };
  }

  /**
   * An order as its owner and the plant see it: a pending order's invoice_url is its payment
   * link, with a fresh token, which works without a session and outlives a gateway's
   * session (decision 012); the gateway's own page is kept in the row. A quote whose offer
   * ended has none (issue 17): there is nothing to pay until the plant revises it.
   */
  function present(row: OrderRow): OrderRow {
    if (row.order_status !== 'pending' || !row.provider) return row;
    if (quoteExpired(row)) return { ...row, invoice_url: null };
    return { ...row, invoice_url: links.url(row.id, Number(row.quote_revision)) };
  }

  /** An unpaid quote whose offer ended (issue 17): its link shows the "expired" page. */
  function quoteExpired(row: OrderRow): boolean {
    const quote = { status: row.order_status, quoteExpiresAt: row.quote_expires_at };
    return isQuoteExpired(quote, clock.now());
  }

  async function requireOwnedOrder(userId: string, id: string): Promise<OrderRow> {
    const order = await orders.find(id);
    if (!order || order.user_id !== userId) throw new NotFoundError('Order not found');
    return order;
  }

  /** The plant's view (admin): every customer's orders, newest first, optionally one status. */
  async function listAll(filter: { status?: OrderStatus }, page: { size: number; number: number }) {
    const { rows, total } = await orders.listAll(filter, page);
    const lines = await orders.listAlbums(rows.map((row) => row.id));
    return { rows: rows.map(present), lines, total };
  }

  async function getAny(id: string) {
    const row = await orders.find(id);
    if (!row) throw new NotFoundError('Order not found');
    return { row: present(row), lines: await orders.listAlbums([row.id]) };
  }

  async function listMine(userId: string, descending: boolean) {
    const rows = await orders.listByUser(userId, descending ? 'desc' : 'asc');
    const lines = await orders.listAlbums(rows.map((row) => row.id));
    return { rows: rows.map(present), lines, history: await historyOf(rows) };
  }

  async function getMine(userId: string, id: string) {
    const row = await requireOwnedOrder(userId, id);
    const lines = await orders.listAlbums([row.id]);
    return { row: present(row), lines, history: await historyOf([row]) };
  }

  return {
    ...checkout,
    ...payments,
    requireOwnedOrder,
    quoteExpired,
    /** An order and its albums as ordered, for the payment pages; undefined if none. */
    async findWithAlbums(id: string) {
      const row = await orders.find(id);
      return row ? { row, lines: await orders.listAlbums([row.id]) } : undefined;
    },
    listAll,
    getAny,
    /** The plant prices a standby order; answers the order as the plant sees it. */
    async priceStandby(...args: Parameters<typeof quotes.priceStandby>) {
      return getAny(await quotes.priceStandby(...args));
    },
    listMine,
    getMine,
    /** The plant's production moves and the order's history (issue 17). */
    production,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
export type { OrderAlbumRow };
