import { describe, expect, it } from 'vitest';
import {
  formatPlantDay,
  isQuoteExpired,
  QuoteDiscountSchema,
  quoteAction,
  quoteExpiresAt,
  quoteItemsPrice,
} from './quote';

describe('quoteAction', () => {
  it.each([
    ['standby', null, 'send'],
    ['standby', '2026-11-01T10:00:00.000Z', 'send'],
    ['pending', '2026-11-01T10:00:00.000Z', 'revise'],
    // An online order (1–9 copies) is pending without ever being quoted.
    ['pending', null, 'refused'],
    ['paid', '2026-11-01T10:00:00.000Z', 'refused'],
    ['paid', null, 'refused'],
    ['pressing', '2026-11-01T10:00:00.000Z', 'refused'],
    ['cancelled', '2026-11-01T10:00:00.000Z', 'refused'],
  ] as const)('%s order priced at %s: %s', (status, pricedAt, action) => {
    expect(quoteAction({ status, pricedAt })).toBe(action);
  });
});

describe('quote expiry', () => {
  const sent = new Date('2026-11-21T10:00:00.000Z');
  const expires = quoteExpiresAt(sent, 14);

  it('ends the offer the given number of days after it was sent', () => {
    expect(expires).toBe('2026-12-05T10:00:00.000Z');
  });

  it.each([
    ['pending', '2026-12-05T09:59:59.999Z', false],
    ['pending', '2026-12-05T10:00:00.000Z', true],
    ['pending', '2027-01-01T00:00:00.000Z', true],
    // Paid in time, or not a quote: nothing expires.
    ['paid', '2027-01-01T00:00:00.000Z', false],
    ['standby', '2027-01-01T00:00:00.000Z', false],
  ] as const)('a %s quote at %s is expired: %s', (status, now, expired) => {
    expect(isQuoteExpired({ status, quoteExpiresAt: expires }, new Date(now))).toBe(expired);
  });

  it('never expires an order without an expiry (online orders, quotes sent before it)', () => {
    const far = new Date('2099-01-01T00:00:00.000Z');
    expect(isQuoteExpired({ status: 'pending', quoteExpiresAt: null }, far)).toBe(false);
  });
});

describe('quoteItemsPrice', () => {
  it.each([
    // total, shipping, discount → records line (records − discount + shipping = total)
    [48_500, 1_500, undefined, 47_000],
    [48_500, 1_500, 5_000, 52_000],
    [1_500, 1_500, undefined, 0],
    [1_500, 1_500, 2_000, 2_000],
    [1_000, 1_500, undefined, null],
    [1_000, 1_500, 5_000, null],
  ])('total %i, shipping %i, discount %s: records %s', (price, shipping, discount, items) => {
    expect(quoteItemsPrice({ price, shipping, discount })).toBe(items);
  });
});

describe('QuoteDiscountSchema', () => {
  it('needs an amount above zero and a reason', () => {
    expect(QuoteDiscountSchema.safeParse({ amount: 500, reason: 'Loyal customer' }).success).toBe(
      true,
    );
    for (const bad of [
      { amount: 0, reason: 'x' },
      { amount: -1, reason: 'x' },
      { amount: 1.5, reason: 'x' },
      { amount: 500 },
      { amount: 500, reason: '   ' },
      { reason: 'x' },
      { amount: 500, reason: 'x', extra: true },
    ]) {
      expect(QuoteDiscountSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('formatPlantDay', () => {
  it('writes the day in the buyer language, in the plant time zone', () => {
    expect(formatPlantDay('2026-12-05T10:00:00.000Z', 'it')).toBe('5 dicembre 2026');
    expect(formatPlantDay('2026-12-05T10:00:00.000Z', 'en')).toBe('5 December 2026');
    // 23:30 UTC is already the next day in Rome.
    expect(formatPlantDay('2026-12-05T23:30:00.000Z', 'en')).toBe('6 December 2026');
  });
});
