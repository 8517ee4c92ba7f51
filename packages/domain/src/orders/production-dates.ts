import type { Catalog } from '../catalogue/schema';
import type { OrderStatus } from './orders';

/**
 * Working days from payment to shipping when the catalogue names none: the end of the
 * "20 to 50 working days from payment" the order mails promise, so the date shown is one
 * the plant keeps.
 */
export const DEFAULT_PROCESSING_DAYS = 50;

/** The catalogue's processing time in working days (older catalogues: the default). */
export function processingDaysOf(catalog: Pick<Catalog, 'processingDays'>): number {
  return catalog.processingDays ?? DEFAULT_PROCESSING_DAYS;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Saturday and Sunday (UTC): the plant presses and ships Monday to Friday. */
function isWorkingDay(date: Date): boolean {
  const day = date.getUTCDay();
  return day !== 0 && day !== 6;
}

/**
 * The day an order is expected to ship: `processingDays` working days (Monday to Friday,
 * public holidays not counted apart) after the day it was paid, the payment's day itself
 * not counted; `YYYY-MM-DD` in UTC. Null when it was not paid.
 */
export function expectedShipDate(
  paidAt: string | Date | null | undefined,
  processingDays: number,
): string | null {
  if (paidAt === null || paidAt === undefined) return null;
  const paid = new Date(paidAt);
  if (Number.isNaN(paid.getTime())) return null;
  let day = Date.UTC(paid.getUTCFullYear(), paid.getUTCMonth(), paid.getUTCDate());
  let left = Math.max(0, Math.floor(processingDays));
  while (left > 0) {
    day += DAY_MS;
    if (isWorkingDay(new Date(day))) left -= 1;
  }
  return new Date(day).toISOString().slice(0, 10);
}

/** Statuses whose shipping is still ahead: paid and in production, not yet shipped. */
const AWAITING_SHIPMENT: ReadonlySet<OrderStatus> = new Set([
  'paid',
  'artwork_approved',
  'artwork_problem',
  'test_pressing',
  'pressing',
  'packed',
]);

/**
 * The expected ship date an order shows: only while its shipping is ahead (once shipped the
 * tracking tells more; a cancelled or refunded order ships nothing).
 */
export function orderExpectedShipDate(
  order: { status: OrderStatus; paidAt: string | null },
  processingDays: number,
): string | null {
  return AWAITING_SHIPMENT.has(order.status)
    ? expectedShipDate(order.paidAt, processingDays)
    : null;
}
