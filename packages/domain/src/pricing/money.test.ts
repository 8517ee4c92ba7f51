import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  eurosToCents,
  formatEuros,
  formatMoney,
  formatNumber,
  hasAtMostTwoDecimals,
  parseEuros,
} from './money';

describe('money: cents inside, euros with 2 decimals where shown', () => {
  it.each([
    [28, 2800],
    [28.5, 2850],
    [0.29, 29],
    [20.65, 2065],
    [0, 0],
  ])('%d euros are %d cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it.each([
    [2800, '28.00'],
    [2850, '28.50'],
    [5, '0.05'],
    [0, '0.00'],
    [-150, '-1.50'],
    [123456, '1234.56'],
  ])('%d cents show as %s', (cents, text) => {
    expect(formatEuros(cents)).toBe(text);
  });

  it.each([
    ['28', 2800],
    ['28.5', 2850],
    ['28,50', 2850],
    [' 0.05 ', 5],
    ['abc', undefined],
    ['1.234', undefined],
    ['-1', undefined],
  ])('parses %j as %j cents', (text, cents) => {
    expect(parseEuros(text)).toBe(cents);
  });

  it('knows amounts with at most 2 decimals', () => {
    expect(hasAtMostTwoDecimals(20.65)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });

  it('round-trips any cents through the euro text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(parseEuros(formatEuros(cents))).toBe(cents);
      }),
    );
  });

  // Issue 14 item 5: the language writes the money (the space in Italian does not break).
  it.each([
    [4043, 'it', '40,43\u00a0€'],
    [4043, 'en', '€40.43'],
    [4043, 'it-IT', '40,43\u00a0€'],
    [4043, 'en-GB', '€40.43'],
    [4043, 'de', '€40.43'],
    [123456, 'it', '1234,56\u00a0€'],
    [1234567, 'it', '12.345,67\u00a0€'],
    [1234567, 'en', '€12,345.67'],
    [0, 'en', '€0.00'],
    [-5, 'en', '-€0.05'],
  ])('%d cents in %s are %j', (cents, locale, text) => {
    expect(formatMoney(cents, locale)).toBe(text);
  });

  it('writes numbers in the language: 2 mm with one decimal', () => {
    expect(formatNumber(2, 'it', { minimumFractionDigits: 1 })).toBe('2,0');
    expect(formatNumber(2, 'en', { minimumFractionDigits: 1 })).toBe('2.0');
    expect(formatNumber(1.25, 'it')).toBe('1,25');
  });

  it('reads the same amount back from its money text in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.constantFrom('it', 'en'), (cents, l) => {
        const digits = formatMoney(cents, l).replace(/[^0-9]/g, '');
        expect(Number(digits)).toBe(cents);
      }),
    );
  });
});
