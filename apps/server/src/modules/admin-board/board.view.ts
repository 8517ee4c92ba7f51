import { orderExpectedShipDate, type OrderStatus } from '@vinyl/domain';
import type { BoardRow } from './board.repository';

const DAY_MS = 86_400_000;

/** What the expected ship date is computed from. */
export const shipping = (row: BoardRow) => ({
  status: row.order_status as OrderStatus,
  paidAt: row.paid_at,
});

/**
 * The domain's expected ship date, remembered by status, paid day and processing time: it
 * walks the working days one by one, and a page's orders were mostly paid on a few days.
 */
const shipDates = new Map<string, string | null>();
function expectedShipDate(row: BoardRow, processingDays: number): string | null {
  const key = `${row.order_status}|${row.paid_at?.slice(0, 10) ?? ''}|${processingDays}`;
  let date = shipDates.get(key);
  if (date === undefined) {
    if (shipDates.size >= 5000) shipDates.clear();
    date = orderExpectedShipDate(shipping(row), processingDays);
    shipDates.set(key, date);
  }
  return date;
}

/**
 * One row of the orders board (issue 17) as a JSON:API resource: the order's number (its
 * id), status, buyer, album titles, copies, total in cents, paid or not, its age in whole
 * days and the day it is expected to ship (only while shipping is ahead).
 */
export function boardRowResource(row: BoardRow, context: { now: Date; processingDays: number }) {
  const status = row.order_status as OrderStatus;
  const age = Math.floor((context.now.getTime() - new Date(row.created_at).getTime()) / DAY_MS);
  return {
    type: 'order_rows' as const,
    id: row.id,
    attributes: {
      order_number: row.id,
      order_status: status,
      customer: { id: row.user_id, email: row.email ?? '', name: row.name || null },
      album_titles: row.album_titles,
      copies: Number(row.quantity),
      total: Number(row.price),
      paid: row.paid_at !== null,
      created_at: row.created_at,
      age_days: Math.max(0, age),
      expected_ship_date: expectedShipDate(row, context.processingDays),
    },
  };
}
