import type { Catalog, ShippingRules, ShippingZone, VatRules } from '../catalogue/schema';
import { eurosToCents } from './money';

/**
 * Delivery and VAT (issue 9: a record is a physical good). The catalogue carries the zones
 * and the VAT rule so the plant can change them without a release; a catalogue stored
 * before they existed uses these defaults.
 */
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const; // prettier-ignore

export const DEFAULT_SHIPPING: ShippingRules = {
  zones: [
    { id: 'it', countries: ['IT', 'SM', 'VA'], base: 9.9, perCopy: 0.5 },
    { id: 'eu', countries: [...EU_COUNTRIES], base: 19.9, perCopy: 1 },
    {
      id: 'europe',
      countries: ['CH', 'GB', 'NO', 'IS', 'LI', 'MC', 'AD'],
      base: 29.9,
      perCopy: 1.5,
    },
    { id: 'world', countries: [], base: 44.9, perCopy: 2.5 },
  ],
};

export const DEFAULT_VAT: VatRules = { included: true, rate: 22 };

export function shippingRules(catalog: Pick<Catalog, 'shipping'>): ShippingRules {
  return catalog.shipping ?? DEFAULT_SHIPPING;
}

export function vatRules(catalog: Pick<Catalog, 'vat'>): VatRules {
  return catalog.vat ?? DEFAULT_VAT;
}

/** The zone of a country: the first zone listing it, else the rest-of-the-world zone. */
export function shippingZone(rules: ShippingRules, country: string): ShippingZone {
  const code = country.trim().toUpperCase();
  const listed = rules.zones.find((zone) => zone.countries.includes(code));
  // The schema requires a zone without countries, so the fallback always exists.
  return listed ?? (rules.zones.find((zone) => zone.countries.length === 0) as ShippingZone);
}

export interface ShippingQuote {
  zone: string;
  /** Cents. */
  cost: number;
}

/** Shipping for `copies` records of an order to `country`, in cents. */
export function shippingCost(
  catalog: Pick<Catalog, 'shipping'>,
  country: string,
  copies: number,
): ShippingQuote {
  const zone = shippingZone(shippingRules(catalog), country);
  const extra = Math.max(0, Math.trunc(copies) - 1);
  return { zone: zone.id, cost: eurosToCents(zone.base) + extra * eurosToCents(zone.perCopy) };
}

/** The VAT inside a VAT-included amount, in cents (22% of a gross 12200 is 2200). */
export function vatPart(gross: number, rules: VatRules): number {
  if (!rules.included || rules.rate === 0) return 0;
  return Math.round(gross - gross / (1 + rules.rate / 100));
}
