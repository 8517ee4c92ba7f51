import { canMove, type MoveContext, type OrderStatus } from '@vinyl/domain';

/**
 * The order's life is the domain's one state machine (`ORDER_MOVES` in
 * packages/domain/src/orders/production.ts, issue 17): a checkout starts `pending` and only
 * a verified payment event makes it `paid`; a submitted order starts `standby` and becomes
 * `pending` when the plant prices it; after payment the plant moves it through production.
 * Every change goes through `canMoveOrder`, and the update that makes it is conditional on
 * the status it starts from, so a duplicate event changes nothing.
 */
export const INITIAL_ORDER_STATUS = { checkout: 'pending', submit: 'standby' } as const;

export function canMoveOrder(from: OrderStatus, to: OrderStatus, context?: MoveContext): boolean {
  return canMove(from, to, context);
}
