import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eurosToCents, formatEuros, hasAtMostTwoDecimals, parseEuros } from './money';

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
});
