import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAddToCart,
  canCheckout,
  canSubmitOrder,
  isConsentGiven,
  isOrderableQuantity,
  orderMode,
  parseQuantity,
} from './quantity';

describe('quantity (spec 1 §5, §9; spec 2 §5)', () => {
  it.each([
    [undefined, 1],
    [null, 1],
    [0, 1],
    ['', 1],
    ['0', 1],
    ['abc', 1],
    [Number.NaN, 1],
    [1, 1],
    ['7', 7],
    [9.7, 9],
    [30, 30],
    [31, 30],
    [-3, 1],
  ])('%j reads as %d', (input, quantity) => {
    expect(parseQuantity(input)).toBe(quantity);
  });

  it('always reads as a whole number of copies between 1 and 30', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.constant(undefined)), (input) => {
        const quantity = parseQuantity(input);
        return Number.isInteger(quantity) && quantity >= 1 && quantity <= 30;
      }),
    );
  });

  it.each([
    [0, 'none', false, false],
    [1, 'checkout', true, false],
    [9, 'checkout', true, false],
    [10, 'submit', false, true],
    [30, 'submit', false, true],
    [31, 'none', false, false],
    [2.5, 'none', false, false],
  ] as const)('%d copies: %s (checkout %s, submit %s)', (quantity, mode, checkout, submit) => {
    expect(orderMode(quantity)).toBe(mode);
    expect(isOrderableQuantity(quantity)).toBe(mode !== 'none');
    expect(canCheckout(quantity, false)).toBe(checkout);
    expect(canSubmitOrder(quantity, false)).toBe(submit);
  });

  it('allows neither once the album is ordered', () => {
    expect(canCheckout(5, true)).toBe(false);
    expect(canSubmitOrder(15, true)).toBe(false);
  });
});

describe('terms, residency and Add to Cart (spec 1 §5)', () => {
  const given = { termsAccepted: true, italianResident: false, fiscalCodeValid: false };
  it.each([
    [given, true],
    [{ ...given, termsAccepted: false }, false],
    [{ ...given, italianResident: null }, false],
    [{ ...given, italianResident: true }, false],
    [{ ...given, italianResident: true, fiscalCodeValid: true }, true],
  ])('%j gives consent: %s', (consent, expected) => {
    expect(isConsentGiven(consent)).toBe(expected);
  });

  it('adds to cart only when checkout is available and consent given', () => {
    expect(canAddToCart(3, false, given)).toBe(true);
    expect(canAddToCart(12, false, given)).toBe(false);
    expect(canAddToCart(3, true, given)).toBe(false);
    expect(canAddToCart(3, false, { ...given, termsAccepted: false })).toBe(false);
  });
});
