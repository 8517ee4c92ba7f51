import { NOTE_FISCAL_CODE, type NoteAttribute } from '@vinyl/domain';
import type { FastifyBaseLogger } from 'fastify';
import { resolveLocale } from '../../i18n/messages';
import {
  customerOrderMail,
  plantOrderMail,
  type CustomerOrderMail,
  type Mailer,
  type MailMessage,
  type OrderMailData,
} from '../mail';
import type { OrderAlbumRow, OrderRow } from './orders.repository';

interface Deps {
  mailer: Pick<Mailer, 'send'>;
  log: FastifyBaseLogger;
  publicOrigin: string;
  /** The plant's address for every new order; none, no plant mail. */
  plantEmail: string | undefined;
  /** The order's signed payment link, for its quote's revision (decision 012, issue 17). */
  paymentLink: (orderId: string, revision: number) => string;
  /** Reads an order and its albums as committed. */
  load(orderId: string): Promise<{ row: OrderRow; lines: OrderAlbumRow[] } | null>;
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

/**
 * The order mails (issue 9): to the buyer's contact address when an order is placed,
 * priced by the plant and paid; to the plant (`PLANT_EMAIL`) for every new order and when
 * one is paid (production can start). They
 * leave after the order is committed and never fail it: a mail that cannot be sent is
 * logged, the order stands. `settled()` waits for the ones on their way (shutdown, tests).
 */
export function createOrderMails({
  mailer,
  log,
  publicOrigin,
  plantEmail,
  paymentLink,
  load,
}: Deps) {
  const inFlight = new Set<Promise<void>>();

  function later(
    orderId: string,
    what: string,
    build: (data: OrderMailData, row: OrderRow) => MailMessage[],
  ) {
    const task = (async () => {
      const order = await load(orderId);
      if (!order) return;
      const data = orderMailData(order.row, order.lines);
      for (const message of build(data, order.row)) {
        if (!message.to) continue;
        try {
          await mailer.send(message);
        } catch (error) {
          log.error({ err: error, orderId, kind: message.kind }, 'order mail not sent');
        }
      }
    })()
      .catch((error: unknown) => log.error({ err: error, orderId, what }, 'order mail not sent'))
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  }

  const ordersPage = `${publicOrigin}/orders`;
  const jobSheet = (albumId: string) =>
    `${publicOrigin}/api/summary-album/${encodeURIComponent(albumId)}`;

  function customer(kind: CustomerOrderMail, data: OrderMailData, row: OrderRow): MailMessage {
    return customerOrderMail(kind, resolveLocale(row.locale ?? undefined), data, {
      pay:
        row.order_status === 'pending' && row.provider
          ? paymentLink(row.id, Number(row.quote_revision))
          : null,
      orders: row.order_status === 'standby' && row.invoice_url ? row.invoice_url : ordersPage,
    });
  }

  return {
    /** A new order: "complete your payment" or "we received it" to the buyer, a copy to the plant. */
    placed(orderId: string) {
      later(orderId, 'placed', (data, row) => [
        customer(row.order_status === 'standby' ? 'order-submitted' : 'order-checkout', data, row),
        ...(plantEmail ? [plantOrderMail(plantEmail, data, jobSheet)] : []),
      ]);
    },
    /** The plant priced a standby order, or revised its quote: the payment link to the buyer. */
    priced(orderId: string, revised = false) {
      const kind = revised ? 'order-repriced' : 'order-priced';
      later(orderId, 'priced', (data, row) => [customer(kind, data, row)]);
    },
    /** The receipt, sent by the one call that moved the order to paid; the plant's go. */
    paid(orderId: string) {
      later(orderId, 'paid', (data, row) => [
        customer('order-paid', data, row),
        ...(plantEmail ? [plantOrderMail(plantEmail, data, jobSheet, 'paid')] : []),
      ]);
    },
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

export type OrderMails = ReturnType<typeof createOrderMails>;
