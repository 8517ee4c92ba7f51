import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default';
import { ORDER_STATUSES } from './orders';
import {
  DEFAULT_PROCESSING_DAYS,
  expectedShipDate,
  orderExpectedShipDate,
  processingDaysOf,
} from './production-dates';

describe('the expected ship date (issue 17)', () => {
  it.each([
    // Paid on a Monday: five working days later is the next Monday.
    ['2026-11-23T09:00:00Z', 5, '2026-11-30'],
    ['2026-11-23T09:00:00Z', 1, '2026-11-24'],
    // Paid on a Friday: the weekend does not count.
    ['2026-11-27T18:00:00Z', 1, '2026-11-30'],
    // Paid on a Saturday or a Sunday: Monday is the first working day.
    ['2026-11-28T10:00:00Z', 1, '2026-11-30'],
    ['2026-11-29T23:59:59Z', 5, '2026-12-04'],
    // Ten working days is two weeks; across a month and a year's end.
    ['2026-12-24T12:00:00Z', 10, '2027-01-07'],
    ['2026-11-23T00:00:00Z', 0, '2026-11-23'],
  ] as const)('paid %s, %i working days: %s', (paidAt, days, expected) => {
    expect(expectedShipDate(paidAt, days)).toBe(expected);
  });

  it('has none before payment', () => {
    expect(expectedShipDate(null, 10)).toBeNull();
    expect(expectedShipDate(undefined, 10)).toBeNull();
    expect(expectedShipDate('not a date', 10)).toBeNull();
  });

  it('always lands on a working day, n weeks of working days being 7n days', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 120 }),
        (paid, days) => {
          const date = expectedShipDate(paid, days);
          const day = new Date(`${date}T00:00:00Z`).getUTCDay();
          expect(day).not.toBe(0);
          expect(day).not.toBe(6);
          expect(date! > paid.toISOString().slice(0, 10)).toBe(true);
          if (days % 5 === 0 && paid.getUTCDay() >= 1 && paid.getUTCDay() <= 5) {
            const start = Date.UTC(paid.getUTCFullYear(), paid.getUTCMonth(), paid.getUTCDate());
            const weeks = new Date(start + (days / 5) * 7 * 86_400_000);
            expect(date).toBe(weeks.toISOString().slice(0, 10));
          }
        },
      ),
    );
  });

  it('takes the processing days from the catalogue, or the default', () => {
    expect(processingDaysOf({})).toBe(DEFAULT_PROCESSING_DAYS);
    expect(processingDaysOf({ processingDays: 12 })).toBe(12);
    expect(processingDaysOf(defaultCatalogue)).toBe(DEFAULT_PROCESSING_DAYS);
  });

  it('shows a date only while the order is paid and not shipped yet', () => {
    const paidAt = '2026-11-23T09:00:00Z';
    const shown = ORDER_STATUSES.filter(
      (status) => orderExpectedShipDate({ status, paidAt }, 5) !== null,
    );
    expect(shown).toEqual([
      'paid',
      'artwork_approved',
      'artwork_problem',
      'test_pressing',
      'pressing',
      'packed',
    ]);
    expect(orderExpectedShipDate({ status: 'pressing', paidAt }, 5)).toBe('2026-11-30');
    expect(orderExpectedShipDate({ status: 'pending', paidAt: null }, 5)).toBeNull();
  });
});
