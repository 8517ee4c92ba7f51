import { orderExpectedShipDate, type OrderStatus } from '@vinyl/domain';
import type { OrderEventRow } from './order-events.repository';

export function eventData(event: Pick<OrderEventRow, 'data'>): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(event.data);
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * An order's events oldest first. Two changes can share a millisecond (a checkout paid at
 * once, a test's fixed clock): among equal times each status change follows the one that
 * led to its `from` status, so the history reads as the order lived it.
 */
export function sortOrderEvents(events: readonly OrderEventRow[]): OrderEventRow[] {
  const byTime = [...events].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const sorted: OrderEventRow[] = [];
  for (let i = 0; i < byTime.length;) {
    let j = i;
    while (j < byTime.length && byTime[j]?.created_at === byTime[i]?.created_at) j += 1;
    const group = byTime.slice(i, j);
    let status: OrderStatus | null = sorted.at(-1)?.to_status ?? null;
    while (group.length > 0) {
      const next = group.findIndex((event) => event.from_status === status);
      const [event] = group.splice(next === -1 ? 0 : next, 1);
      if (!event) break;
      sorted.push(event);
      status = event.to_status;
    }
    i = j;
  }
  return sorted;
}

/** A change of status (placed, priced, paid, moved), not an event of no change. */
export const isStatusChange = (event: OrderEventRow) => event.from_status !== event.to_status;

/** What the customer sees on My orders: each status the order reached, and when. */
export function customerTimeline(events: readonly OrderEventRow[]) {
  return sortOrderEvents(events)
    .filter(isStatusChange)
    .map((event) => ({ status: event.to_status, at: event.created_at }));
}

/** The carrier and tracking number of the order's shipment, once shipped. */
export function trackingOf(
  events: readonly OrderEventRow[],
): { carrier: string; number: string } | null {
  const shipped = sortOrderEvents(events)
    .filter((event) => event.to_status === 'shipped' && isStatusChange(event))
    .at(-1);
  if (!shipped) return null;
  const data = eventData(shipped);
  return { carrier: String(data.carrier ?? ''), number: String(data.tracking_number ?? '') };
}

/** The history attributes every view of an order shares (issue 17). */
export function historyAttributes(
  row: { order_status: OrderStatus; paid_at: string | null },
  events: readonly OrderEventRow[],
  processingDays: number,
) {
  return {
    timeline: customerTimeline(events),
    expected_ship_date: orderExpectedShipDate(
      { status: row.order_status, paidAt: row.paid_at },
      processingDays,
    ),
    tracking: trackingOf(events),
  };
}
