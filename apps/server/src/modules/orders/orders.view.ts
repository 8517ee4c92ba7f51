import type { OrderCustomer } from '@vinyl/domain';
import type { OrderEventRow } from './order-events.repository';
import { historyAttributes } from './order-history';
import type { OrderAlbumRow, OrderRow } from './orders.repository';

/** The buyer stored on an order, in the checkout's shape; none on orders placed before it. */
export function orderCustomer(row: OrderRow): OrderCustomer | undefined {
  if (row.customer_email === null || row.shipping_name === null || row.billing_name === null) {
    return undefined;
  }
  // Absent optional fields are left out of the JSON (undefined is not serialised).
  return {
    email: row.customer_email,
    phone: row.customer_phone ?? undefined,
    shipping: {
      name: row.shipping_name,
      address: row.shipping_address ?? '',
      address2: row.shipping_address2 ?? undefined,
      city: row.shipping_city ?? '',
      postal_code: row.shipping_postal_code ?? '',
      province: row.shipping_province ?? undefined,
      country: row.shipping_country ?? '',
    },
    billing: {
      name: row.billing_name,
      invoice: Number(row.billing_invoice) === 1,
      vat_number: row.billing_vat_number ?? undefined,
      sdi_code: row.billing_sdi_code ?? undefined,
    },
  };
}

/**
 * An order as a JSON:API resource (spec 1 §3); money in cents: `price` is the total,
 * `items_price` the records and `shipping_cost` the delivery. The buyer (`customer`) is
 * only in the owner's answers (and the plant's), never elsewhere.
 */
export function orderResource(
  row: OrderRow,
  lines: readonly OrderAlbumRow[],
  options: {
    customer?: boolean;
    /** The order's events and the catalogue's processing days: timeline, ship date, tracking. */
    history?: { events: readonly OrderEventRow[]; processingDays: number };
  } = {},
) {
  const price = Number(row.price);
  const shippingCost = Number(row.shipping_cost);
  const customer = options.customer ? orderCustomer(row) : undefined;
  return {
    type: 'orders' as const,
    id: row.id,
    attributes: {
      title: row.title,
      order_status: row.order_status,
      price,
      quantity: Number(row.quantity),
      items_price: row.items_price === null ? price - shippingCost : Number(row.items_price),
      shipping_cost: shippingCost,
      ...(row.vat_included !== null && { vat_included: Number(row.vat_included) === 1 }),
      ...(row.vat_rate !== null && { vat_rate: Number(row.vat_rate) }),
      invoice_url: row.invoice_url,
      // A quote's discount line and the end of its offer (issue 17); null on other orders.
      discount:
        row.discount_amount !== null && Number(row.discount_amount) > 0
          ? { amount: Number(row.discount_amount), reason: row.discount_reason ?? '' }
          : null,
      quote_expires_at: row.order_status === 'pending' ? row.quote_expires_at : null,
      ...(customer && { customer }),
      ...(options.history &&
        historyAttributes(
          row,
          options.history.events.filter((event) => event.order_id === row.id),
          options.history.processingDays,
        )),
    },
    relationships: {
      albums_ordered: {
        data: lines
          .filter((line) => line.order_id === row.id && line.album_id !== null)
          .map((line) => ({ type: 'albums' as const, id: line.album_id as string })),
      },
    },
    meta: { created: row.created_at, modified: row.modified_at },
  };
}

/** The albums of orders as they were ordered: title, copies and unit price in cents. */
export function orderedAlbumResources(lines: readonly OrderAlbumRow[]) {
  return lines
    .filter((line) => line.album_id !== null)
    .map((line) => ({
      type: 'albums' as const,
      id: line.album_id as string,
      attributes: {
        title: line.title,
        quantity: Number(line.quantity),
        unit_price: Number(line.unit_price),
        album_status: 'ordered' as const,
      },
    }));
}
