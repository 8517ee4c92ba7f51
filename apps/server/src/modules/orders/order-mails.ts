import { NOTE_FISCAL_CODE, type NoteAttribute } from '@vinyl/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { resolveLocale } from '../../i18n/messages';
import {
  customerOrderMail,
  plantOrderMail,
  type CustomerOrderMail,
  type MailMessage,
  type MailOutbox,
  type OutboxMail,
  type OrderMailData,
} from '../mail';
import type { OrderAlbumRow, OrderRow } from './orders.repository';

interface Deps {
  outbox: Pick<MailOutbox, 'add' | 'dispatch' | 'discard' | 'registerRenderer'>;
  publicOrigin: string;
  /** The plant's address for every new order; none, no plant mail. */
  plantEmail: string | undefined;
  /** The order's signed payment link, for its quote's revision (decision 012, issue 17). */
  paymentLink: (orderId: string, revision: number) => string;
  /** Reads an order and its albums through `executor` (the transaction writing the mail). */
  load(
    orderId: string,
    executor: Kysely<Database>,
  ): Promise<{ row: OrderRow; lines: OrderAlbumRow[] } | null>;
}

function fiscalCodeOf(noteAttributes: string): string | null {
  try {
    const notes = JSON.parse(noteAttributes) as NoteAttribute[];
    return notes.find((note) => note.name === NOTE_FISCAL_CODE)?.value ?? null;
  } catch {
    return null;
  }
}

/** An order row and its albums as the mails tell them. */
export function orderMailData(row: OrderRow, lines: readonly OrderAlbumRow[]): OrderMailData {
  const price = Number(row.price);
  const shippingCost = Number(row.shipping_cost);
  return {
    id: row.id,
    title: row.title,
    status: row.order_status,
    albums: lines.map((line) => ({
      albumId: line.album_id,
      title: line.title,
      quantity: Number(line.quantity),
      unitPrice: Number(line.unit_price),
    })),
    quantity: Number(row.quantity),
    itemsPrice: row.items_price === null ? price - shippingCost : Number(row.items_price),
    shippingCost,
    shippingZone: row.shipping_zone,
    price,
    vatIncluded: row.vat_included !== 0,
    vatRate: Number(row.vat_rate ?? 0),
    invoiceUrl: row.invoice_url,
    email: row.customer_email ?? '',
    phone: row.customer_phone,
    shipping:
      row.shipping_name !== null
        ? {
            name: row.shipping_name,
            address: row.shipping_address ?? '',
            address2: row.shipping_address2,
            city: row.shipping_city ?? '',
            postalCode: row.shipping_postal_code ?? '',
            province: row.shipping_province,
            country: row.shipping_country ?? '',
          }
        : null,
    billing:
      row.billing_name !== null
        ? {
            name: row.billing_name,
            invoice: Number(row.billing_invoice) === 1,
            vatNumber: row.billing_vat_number,
            sdiCode: row.billing_sdi_code,
          }
        : null,
    fiscalCode: fiscalCodeOf(row.note_attributes),
    plantNote: row.plant_note,
    pricedByPlant: row.priced_at !== null,
    discount:
      row.discount_amount !== null && Number(row.discount_amount) > 0
        ? { amount: Number(row.discount_amount), reason: row.discount_reason ?? '' }
        : null,
    quoteExpiresAt: row.quote_expires_at,
  };
}

type OrderMailEvent = 'placed' | 'priced' | 'repriced' | 'paid';
type Recipient = 'customer' | 'plant';

/**
 * The order mails (issue 9): to the buyer's contact address when an order is placed,
 * priced by the plant and paid; to the plant (`PLANT_EMAIL`) for every new order and when
 * one is paid (production can start). They are written to the mail outbox in the order's
 * own transaction (issue 20, decision 026), rendered from the order as that transaction
 * leaves it (decision 032): a mail that leaves late still tells what happened when it was
 * written. A mail that cannot be sent is retried, the order stands.
 */
export function createOrderMails({ outbox, publicOrigin, plantEmail, paymentLink, load }: Deps) {
  const ordersPage = `${publicOrigin}/orders`;
  const jobSheet = (albumId: string) =>
    `${publicOrigin}/api/summary-album/${encodeURIComponent(albumId)}`;

  function customer(
    kind: CustomerOrderMail,
    data: OrderMailData,
    row: OrderRow,
    paying: boolean,
  ): MailMessage {
    return customerOrderMail(kind, resolveLocale(row.locale ?? undefined), data, {
      pay:
        row.order_status === 'pending' && paying
          ? paymentLink(row.id, Number(row.quote_revision))
          : null,
      orders: row.order_status === 'standby' && row.invoice_url ? row.invoice_url : ordersPage,
    });
  }

  const CUSTOMER_KIND: Record<Exclude<OrderMailEvent, 'placed'>, CustomerOrderMail> = {
    priced: 'order-priced',
    repriced: 'order-repriced',
    paid: 'order-paid',
  };

  outbox.registerRenderer('order', async (params, executor) => {
    const { orderId, event, to } = params as {
      orderId: string;
      event: OrderMailEvent;
      to: Recipient;
    };
    const order = await load(orderId, executor);
    if (!order) return null;
    const data = orderMailData(order.row, order.lines);
    if (to === 'plant') {
      if (!plantEmail) return null;
      return plantOrderMail(plantEmail, data, jobSheet, event === 'paid' ? 'paid' : undefined);
    }
    const kind =
      event === 'placed'
        ? order.row.order_status === 'standby'
          ? 'order-submitted'
          : 'order-checkout'
        : CUSTOMER_KIND[event];
    // A checkout's payment is made right after its commit (a refusal takes the order and
    // these mails back): the mail written with the order already links to it.
    const paying = event === 'placed' || order.row.provider !== null;
    return customer(kind, data, order.row, paying);
  });

  function mails(orderId: string, event: OrderMailEvent, plant: boolean): OutboxMail[] {
    const to: Recipient[] = plant && plantEmail ? ['customer', 'plant'] : ['customer'];
    return to.map((recipient) => ({
      kind: `order-${event}-${recipient}`,
      render: { with: 'order', params: { orderId, event, to: recipient } },
    }));
  }

  return {
    /**
     * A new order: "complete your payment" or "we received it" to the buyer, a copy to the
     * plant. Written with the order; sent by `dispatch` once its payment page exists, or
     * dropped by `discard` when the payment was refused and the order taken back.
     */
    placed: (orderId: string, trx: Transaction<Database>) =>
      outbox.add(mails(orderId, 'placed', true), trx, 'later'),
    dispatch: (ids: readonly string[]) => outbox.dispatch(ids),
    discard: (ids: readonly string[], trx: Transaction<Database>) => outbox.discard(ids, trx),
    /** The plant priced a standby order, or revised its quote: the payment link to the buyer. */
    priced: async (orderId: string, revised: boolean, trx: Transaction<Database>) => {
      await outbox.add(mails(orderId, revised ? 'repriced' : 'priced', false), trx);
    },
    /** The receipt, written by the one call that moved the order to paid; the plant's go. */
    paid: async (orderId: string, trx: Transaction<Database>) => {
      await outbox.add(mails(orderId, 'paid', true), trx);
    },
  };
}

export type OrderMails = ReturnType<typeof createOrderMails>;
