import { z } from 'zod';

/**
 * Quantity and ordering rules (spec 1 §1, §5, §9; spec 2 §5): 1–9 copies are paid
 * online through checkout, 10–30 are submitted as an order priced later by the plant,
 * more than 30 cannot be ordered.
 */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 30;
export const MAX_CHECKOUT_QUANTITY = 9;
export const MIN_SUBMIT_QUANTITY = 10;

export const QuantitySchema = z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY);

/**
 * Reads a quantity input: 1 when missing, 0 or not a number; whole copies only;
 * held within 1–30 as the number input's min and max do.
 */
export function parseQuantity(value: unknown): number {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || Math.trunc(number) === 0) {
    return MIN_QUANTITY;
  }
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(number)));
}

export function isOrderableQuantity(quantity: number): boolean {
  return QuantitySchema.safeParse(quantity).success;
}

export type OrderMode = 'checkout' | 'submit' | 'none';

/** Checkout for 1–9, submit order for 10–30, nothing beyond. */
export function orderMode(quantity: number): OrderMode {
  if (!isOrderableQuantity(quantity)) return 'none';
  return quantity <= MAX_CHECKOUT_QUANTITY ? 'checkout' : 'submit';
}

/** Online payment: quantity 1 to 9 and the album not yet ordered (spec 1 §5). */
export function canCheckout(quantity: number, alreadyOrdered: boolean): boolean {
  return !alreadyOrdered && orderMode(quantity) === 'checkout';
}

/** Submit order: quantity 10 to 30 and the album not yet ordered (spec 1 §5). */
export function canSubmitOrder(quantity: number, alreadyOrdered: boolean): boolean {
  return !alreadyOrdered && orderMode(quantity) === 'submit';
}

export interface OrderConsent {
  termsAccepted: boolean;
  /** Null until the customer answers the Italian-residency question. */
  italianResident: boolean | null;
  /** True when the fiscal code check says valid. */
  fiscalCodeValid: boolean;
}

/** Terms ticked and residency answered; an Italian resident also needs a valid fiscal code (spec 1 §5). */
export function isConsentGiven(consent: OrderConsent): boolean {
  if (!consent.termsAccepted || consent.italianResident === null) return false;
  return !consent.italianResident || consent.fiscalCodeValid;
}

/** Add to Cart needs checkout to be available and the consent given (spec 1 §5). */
export function canAddToCart(
  quantity: number,
  alreadyOrdered: boolean,
  consent: OrderConsent,
): boolean {
  return canCheckout(quantity, alreadyOrdered) && isConsentGiven(consent);
}
