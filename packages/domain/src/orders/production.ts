import { z } from 'zod';
import { FileKindSchema, FileTypeSchema, isFileTypeOfKind } from '../print/files';
import { ORDER_STATUSES, type OrderStatus } from './orders';

/**
 * The order's one state machine (issue 17, ARCHITECTURE "order status as an explicit state
 * machine"). A submitted order waits in standby for the plant's price, a priced or checked
 * out one waits in pending for the payment; once paid the plant checks the artwork
 * (approved, or a problem the customer fixes), may make a test pressing, presses, packs,
 * ships and sees it delivered. Cancelled ends an order before production has really
 * started; refunded gives the money back on a paid order up to shipping (and on a paid
 * order that was cancelled). Delivered and refunded are final.
 */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  standby: ['pending', 'cancelled'],
  pending: ['paid', 'cancelled'],
  paid: ['artwork_approved', 'artwork_problem', 'cancelled', 'refunded'],
  artwork_problem: ['artwork_approved', 'cancelled', 'refunded'],
  artwork_approved: ['test_pressing', 'pressing', 'cancelled', 'refunded'],
  test_pressing: ['pressing', 'refunded'],
  pressing: ['packed', 'refunded'],
  packed: ['shipped', 'refunded'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: ['refunded'],
  refunded: [],
};

/**
 * Moves the plant's buttons never make: the price (the quote, standby → pending) and the
 * payment (a verified gateway event, pending → paid) have calls of their own.
 */
const NOT_BY_HAND: ReadonlySet<string> = new Set(['standby>pending', 'pending>paid']);

/** What the order's history knows besides its status: whether it was ever paid. */
export interface MoveContext {
  /** The order was paid (a paid_at): only then is a cancelled order refunded. */
  paid?: boolean | undefined;
}

/** Whether an order may go from one status to the other (`cancelled → refunded`: paid only). */
export function canMove(from: OrderStatus, to: OrderStatus, context: MoveContext = {}): boolean {
  if (!ORDER_MOVES[from].includes(to)) return false;
  return !(from === 'cancelled' && to === 'refunded' && context.paid !== true);
}

/** Every status an order may go to from this one, in ORDER_MOVES' order. */
export function allowedMoves(from: OrderStatus, context: MoveContext = {}): OrderStatus[] {
  return ORDER_MOVES[from].filter((to) => canMove(from, to, context));
}

/** The moves the plant makes by hand (the back-office's buttons): all but pricing and payment. */
export function plantMoves(from: OrderStatus, context: MoveContext = {}): OrderStatus[] {
  return allowedMoves(from, context).filter((to) => !NOT_BY_HAND.has(`${from}>${to}`));
}

export const MOVE_NEEDS = ['carrier', 'tracking_number', 'message', 'part', 'reason'] as const;
export type MoveNeed = (typeof MOVE_NEEDS)[number];

const NEEDS: Partial<Record<OrderStatus, readonly MoveNeed[]>> = {
  shipped: ['carrier', 'tracking_number'],
  artwork_problem: ['part', 'message'],
  cancelled: ['reason'],
  refunded: ['reason'],
};

/** What a move to this status must be given: the customer's mail tells it. */
export function moveNeeds(to: OrderStatus): readonly MoveNeed[] {
  return NEEDS[to] ?? [];
}

/** A blank answer is no answer: the move's need is then missing (a 422, not a 400). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** The printed part an artwork problem reopens: one slot of one album of the order. */
export const ReopenedPartSchema = z
  .object({ album_id: z.string().min(1).max(100), kind: FileKindSchema, type: FileTypeSchema })
  .refine((part) => isFileTypeOfKind(part.kind, part.type), {
    message: 'This kind of print file has no such side',
    path: ['type'],
  });
export type ReopenedPart = z.infer<typeof ReopenedPartSchema>;

/** A move as the plant asks for it: where to, and what that move needs. */
export const OrderMoveSchema = z.object({
  to: z.enum(ORDER_STATUSES),
  carrier: text(100),
  tracking_number: text(100),
  message: text(2000),
  part: ReopenedPartSchema.optional(),
  reason: text(2000),
});
export type OrderMove = z.infer<typeof OrderMoveSchema>;

/** The needs of the move that were not given (empty: the move has what it needs). */
export function missingNeeds(
  move: { to: OrderStatus } & { readonly [need in MoveNeed]?: unknown },
): MoveNeed[] {
  return moveNeeds(move.to).filter((need) => move[need] === undefined);
}

/** A status at which the album's graphics step is open again for one part. */
export function reopensArtwork(status: OrderStatus): boolean {
  return status === 'artwork_problem';
}
