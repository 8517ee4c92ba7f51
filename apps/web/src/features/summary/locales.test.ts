import {
  FISCAL_CODE_EMPTY,
  FISCAL_CODE_INVALID,
  FISCAL_CODE_VALID,
  MINUTES_EXCEEDED,
  ORDER_CANNOT_PROCEED,
} from '@vinyl/domain';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import italian from './locales/it.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('summary texts', () => {
  it('Italian and English have the same keys', () => {
    expect(keys(italian).sort()).toEqual(keys(en).sort());
  });

  it('keeps the spec messages word for word in English (spec 1 §5, §8)', () => {
    expect(en.fiscalCode).toEqual({
      label: 'Fiscal code',
      empty: FISCAL_CODE_EMPTY,
      invalid: FISCAL_CODE_INVALID,
      valid: FISCAL_CODE_VALID,
    });
    expect(en.blockers.title).toBe(ORDER_CANNOT_PROCEED);
    expect(en.blockers.minutes_exceeded).toBe(MINUTES_EXCEEDED);
    expect(en.added).toBe('Product added to cart');
    expect(en.checkoutFailed).toBe('There was an error during checkout');
    expect(en.feedback).toMatchObject({
      completedTitle: 'Order completed!',
      completedBody: 'Order placed successfully',
      standby: 'Checkout not available, you will be contacted for payment details',
      errorTitle: 'Error',
      errorBody: 'There was an error sending the order',
    });
    expect(en.actions).toMatchObject({
      addToCart: 'Add to Cart',
      checkout: 'Checkout',
      submit: 'Submit order',
    });
  });
});
