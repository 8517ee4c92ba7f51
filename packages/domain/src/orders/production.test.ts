import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './orders';
import {
  allowedMoves,
  canMove,
  missingNeeds,
  moveNeeds,
  OrderMoveSchema,
  plantMoves,
  reopensArtwork,
} from './production';

/** Issue 17's moves, written out once more by hand: the table the machine must match. */
const ALLOWED: readonly [OrderStatus, OrderStatus][] = [
  ['standby', 'pending'],
  ['standby', 'cancelled'],
  ['pending', 'paid'],
  ['pending', 'cancelled'],
  ['paid', 'artwork_approved'],
  ['paid', 'artwork_problem'],
  ['paid', 'cancelled'],
  ['paid', 'refunded'],
  ['artwork_problem', 'artwork_approved'],
  ['artwork_problem', 'cancelled'],
  ['artwork_problem', 'refunded'],
  ['artwork_approved', 'test_pressing'],
  ['artwork_approved', 'pressing'],
  ['artwork_approved', 'cancelled'],
  ['artwork_approved', 'refunded'],
  ['test_pressing', 'pressing'],
  ['test_pressing', 'refunded'],
  ['pressing', 'packed'],
  ['pressing', 'refunded'],
  ['packed', 'shipped'],
  ['packed', 'refunded'],
  ['shipped', 'delivered'],
];

const key = (from: OrderStatus, to: OrderStatus) => `${from} → ${to}`;
const allowedKeys = new Set(ALLOWED.map(([from, to]) => key(from, to)));
const EVERY_PAIR = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]),
);
const REFUSED = EVERY_PAIR.filter(
  ([from, to]) => !allowedKeys.has(key(from, to)) && key(from, to) !== 'cancelled → refunded',
);

describe('the order state machine (issue 17)', () => {
  it.each(ALLOWED)('allows %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(true);
    expect(canMove(from, to, { paid: true })).toBe(true);
    expect(allowedMoves(from)).toContain(to);
  });

  it.each(REFUSED)('refuses %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(false);
    expect(canMove(from, to, { paid: true })).toBe(false);
    expect(allowedMoves(from, { paid: true })).not.toContain(to);
  });

  it('refunds a cancelled order only when it was paid', () => {
    expect(canMove('cancelled', 'refunded')).toBe(false);
    expect(canMove('cancelled', 'refunded', { paid: false })).toBe(false);
    expect(canMove('cancelled', 'refunded', { paid: true })).toBe(true);
    expect(allowedMoves('cancelled')).toEqual([]);
    expect(allowedMoves('cancelled', { paid: true })).toEqual(['refunded']);
  });

  it('ends at delivered and refunded', () => {
    expect(allowedMoves('delivered', { paid: true })).toEqual([]);
    expect(allowedMoves('refunded', { paid: true })).toEqual([]);
  });

  it('leaves pricing and payment to their own calls: not the plant’s buttons', () => {
    expect(plantMoves('standby')).toEqual(['cancelled']);
    expect(plantMoves('pending')).toEqual(['cancelled']);
    expect(plantMoves('paid')).toEqual([
      'artwork_approved',
      'artwork_problem',
      'cancelled',
      'refunded',
    ]);
    expect(plantMoves('packed')).toEqual(['shipped', 'refunded']);
  });

  it('never moves an order to the status it is in, nor back to standby', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.boolean(), (from, paid) => {
        const moves = allowedMoves(from, { paid });
        expect(moves).not.toContain(from);
        expect(moves).not.toContain('standby');
      }),
    );
  });

  it('reaches every status from standby or pending', () => {
    const seen = new Set<OrderStatus>(['standby', 'pending']);
    for (let grew = true; grew;) {
      grew = false;
      for (const from of [...seen]) {
        for (const to of allowedMoves(from, { paid: true })) {
          if (!seen.has(to)) grew = seen.add(to) !== undefined;
        }
      }
    }
    expect([...seen].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('what a move needs', () => {
  it.each([
    ['shipped', ['carrier', 'tracking_number']],
    ['artwork_problem', ['part', 'message']],
    ['cancelled', ['reason']],
    ['refunded', ['reason']],
    ['artwork_approved', []],
    ['test_pressing', []],
    ['pressing', []],
    ['packed', []],
    ['delivered', []],
  ] as const)('a move to %s needs %j', (to, needs) => {
    expect(moveNeeds(to)).toEqual(needs);
  });

  it('names what is missing, and blanks count as missing', () => {
    const blank = OrderMoveSchema.parse({ to: 'shipped', carrier: '  ', tracking_number: '1Z' });
    expect(missingNeeds(blank)).toEqual(['carrier']);
    const move = OrderMoveSchema.parse({ to: 'shipped', carrier: ' DHL ' });
    expect(move.carrier).toBe('DHL');
    expect(missingNeeds(move)).toEqual(['tracking_number']);
    expect(OrderMoveSchema.safeParse({ to: 'shipped', carrier: 'x'.repeat(101) }).success).toBe(
      false,
    );
    expect(missingNeeds({ to: 'artwork_problem', message: 'Too dark' })).toEqual(['part']);
    expect(missingNeeds({ to: 'pressing' })).toEqual([]);
  });

  it('takes an artwork part only as a slot its kind has', () => {
    const part = { album_id: 'a1', kind: 'label_print', type: 'front_disc1' };
    expect(OrderMoveSchema.safeParse({ to: 'artwork_problem', part }).success).toBe(true);
    const wrong = OrderMoveSchema.safeParse({
      to: 'artwork_problem',
      part: { ...part, type: 'external' },
    });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(['part', 'type']);
  });

  it('opens the graphics step again only while the artwork has a problem', () => {
    expect(ORDER_STATUSES.filter(reopensArtwork)).toEqual(['artwork_problem']);
  });
});
