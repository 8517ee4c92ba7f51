import { isGuestUsername, orderExpectedShipDate, type OrderStatus } from '@vinyl/domain';
import type { BoardRow } from './board.repository';

const DAY_MS = 86_400_000;

/** Who ordered: the buyer stored on the order, else the account's own e-mail and name. */
function customerOf(row: BoardRow) {
  const account =
    row.user_username && !isGuestUsername(row.user_username) ? row.user_username : null;
  const accountName = [row.user_name, row.user_surname].filter(Boolean).join(' ') || null;
  return {
    id: row.user_id,
    email: row.customer_email ?? row.user_email ?? account ?? '',
    name: row.billing_name ?? row.shipping_name ?? accountName,
  };
}

/**
 * One row of the orders board (issue 17) as a JSON:API resource: the order's number (its
 * id), status, buyer, album titles, copies, total in cents, paid or not, its age in whole
 * days and the day it is expected to ship (only while shipping is ahead).
 */
export function boardRowResource(
  row: BoardRow,
  titles: readonly string[],
  context: { now: Date; processingDays: number },
) {
  const status = row.order_status as OrderStatus;
  const age = Math.floor((context.now.getTime() - new Date(row.created_at).getTime()) / DAY_MS);
  return {
    type: 'order_rows' as const,
    id: row.id,
    attributes: {
      order_number: row.id,
      order_status: status,
      customer: customerOf(row),
      album_titles: titles,
      copies: Number(row.quantity),
      total: Number(row.price),
      paid: row.paid_at !== null,
      created_at: row.created_at,
      age_days: Math.max(0, age),
      expected_ship_date: orderExpectedShipDate(
        { status, paidAt: row.paid_at },
        context.processingDays,
      ),
    },
  };
}
