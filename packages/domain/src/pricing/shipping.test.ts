import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue';
import { type Catalog, CatalogSchema } from '../catalogue/schema';
import {
  DEFAULT_SHIPPING,
  DEFAULT_VAT,
  shippingCost,
  shippingRules,
  shippingZone,
  vatPart,
  vatRules,
} from './shipping';

describe('shipping by destination zone', () => {
  it('prices the parcel and each further copy from the zone of the country', () => {
    expect(shippingCost(defaultCatalogue, 'IT', 1)).toEqual({ zone: 'it', cost: 990 });
    expect(shippingCost(defaultCatalogue, 'it', 3)).toEqual({ zone: 'it', cost: 1090 });
    expect(shippingCost(defaultCatalogue, 'DE', 2)).toEqual({ zone: 'eu', cost: 2090 });
    expect(shippingCost(defaultCatalogue, 'CH', 1)).toEqual({ zone: 'europe', cost: 2990 });
  });

  it('sends an unlisted country to the rest-of-the-world zone', () => {
    expect(shippingZone(DEFAULT_SHIPPING, 'JP').id).toBe('world');
    expect(shippingCost(defaultCatalogue, 'US', 10).cost).toBe(4490 + 9 * 250);
  });

  it('uses the defaults for a catalogue stored before shipping and VAT existed', () => {
    const { shipping: _shipping, vat: _vat, ...rest } = defaultCatalogue;
    const older: Catalog = rest;
    expect(shippingRules(older)).toBe(DEFAULT_SHIPPING);
    expect(vatRules(older)).toBe(DEFAULT_VAT);
    expect(shippingCost(older, 'FR', 1).zone).toBe('eu');
  });

  it('refuses a catalogue whose zones leave some countries without a price', () => {
    const broken = {
      ...defaultCatalogue,
      shipping: { zones: [{ id: 'it', countries: ['IT'], base: 5, perCopy: 0 }] },
    };
    expect(CatalogSchema.safeParse(broken).success).toBe(false);
  });
});

describe('VAT', () => {
  it('finds the VAT inside a VAT-included total', () => {
    expect(vatPart(12200, { included: true, rate: 22 })).toBe(2200);
    expect(vatPart(999, { included: true, rate: 22 })).toBe(180);
  });

  it('is zero when prices do not include it', () => {
    expect(vatPart(12200, { included: false, rate: 22 })).toBe(0);
    expect(vatPart(12200, { included: true, rate: 0 })).toBe(0);
  });
});
