import type { OrderStatus } from '@vinyl/domain';

/**
 * The order's life as an explicit state machine (ARCHITECTURE): a checkout starts
 * `pending` and only a verified payment event makes it `paid`; a submitted order starts
 * `standby` and becomes `pending` when the plant prices it and sends a payment link.
 * `paid` is final. Every change goes through `canMoveOrder`, and the update that makes it
 * is conditional on the status it starts from, so a duplicate event changes nothing.
 */
const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid'],
  standby: ['pending'],
  paid: [],
};

export const INITIAL_ORDER_STATUS = { checkout: 'pending', submit: 'standby' } as const;

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}
