import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDefaultAlbumOptions } from '../albums/defaults';
import { defaultCatalogue as catalog } from '../catalogue/default';
import type { Catalog, VinylEntry } from '../catalogue/schema';
import { VINYL_COLOURS } from '../catalogue/values';
import { calculateAlbumPrice, calculatePartPrices } from '../pricing/pricing';
import type { AlbumContext } from '../pricing/reprice';
import type { AlbumOptions, CoverOption, VinylOption } from './album-options';
import { isHoleAllowed, listHoles } from './availability';
import { checkAlbumOptions, checkCoverShape, resetOuterSleeve } from './option-checks';

const single7: AlbumContext = { format: '7', vinylsQuantity: 1, quantity: 1 };
const double7: AlbumContext = { format: '7', vinylsQuantity: 2, quantity: 1 };
const single12: AlbumContext = { format: '12', vinylsQuantity: 1, quantity: 1 };

const defaults = ({ format, vinylsQuantity }: AlbumContext) =>
  createDefaultAlbumOptions(format, vinylsQuantity, catalog);

function withVinyl(context: AlbumContext, change: Partial<VinylOption>): AlbumOptions {
  const options = defaults(context);
  return { ...options, vinyl: { ...options.vinyl!, ...change } };
}

function withCover(context: AlbumContext, change: Partial<CoverOption>): AlbumOptions {
  const options = defaults(context);
  return { ...options, cover: { ...options.cover!, ...change } };
}

describe('the whole option set is checked against the catalogue (spec 2 §4, §5, §9)', () => {
  it('accepts the defaults and prices them exactly as the defaults are priced', () => {
    for (const context of [single7, double7, single12]) {
      const checked = checkAlbumOptions(catalog, defaults(context), context);
      expect(checked.ok).toBe(true);
      if (checked.ok) {
        expect(calculateAlbumPrice(checked.value)).toBe(calculateAlbumPrice(defaults(context)));
      }
    }
  });

  it.each([
    ['a colour the format does not make', single12, { color: 'Gold' }, 'vinyl_not_found'],
    [
      'a thickness the colour is not made in',
      single12,
      { color: 'Picture Disc', thickness: 2 },
      'vinyl_not_found',
    ],
    ['no thickness for a colour', single12, { thickness: null }, 'vinyl_not_found'],
    ['the big hole on a 12 inch', single12, { hole: 'big' }, 'big_hole_not_available'],
    [
      'the big hole on a picture disc',
      single7,
      { color: 'Picture Disc', thickness: 1.5, hole: 'big' },
      'big_hole_picture_disc',
    ],
    ['no hole where the catalogue has one', single7, { hole: null }, 'vinyl_not_found'],
  ] as const)('refuses %s', (_, context, change, code) => {
    const checked = checkAlbumOptions(catalog, withVinyl(context, change), context);
    expect(checked).toMatchObject({ ok: false, code });
    if (!checked.ok && code === 'vinyl_not_found') {
      expect(checked.message).toBe('Vinyl not found in catalog!!');
      expect(checked.detail).toMatch(/inch|mm/);
    }
  });

  it('accepts the big hole on a 7 inch black disc and prices it higher', () => {
    const big = checkAlbumOptions(catalog, withVinyl(single7, { hole: 'big' }), single7);
    const standard = checkAlbumOptions(catalog, defaults(single7), single7);
    expect(big.ok && standard.ok).toBe(true);
    if (big.ok && standard.ok) {
      expect(big.value.vinyl?.price).toBeGreaterThan(standard.value.vinyl!.price);
    }
  });

  it('allows no vinyl (None): no thickness, no hole, free', () => {
    const checked = checkAlbumOptions(catalog, withVinyl(single7, { color: 'None' }), single7);
    expect(checked).toMatchObject({
      ok: true,
      value: { vinyl: { color: 'None', thickness: null, hole: null, price: 0, variant_id: null } },
    });
  });

  it('refuses a hole when the colour is made without one', () => {
    const entry: VinylEntry = { ...catalog.vinyls[0]!, f: '7', c: 'Black', t: 2, h: null };
    const noHoles: Catalog = { ...catalog, vinyls: [entry] };
    const options = withVinyl(single7, { hole: 'standard', sides: entry.s });
    expect(checkAlbumOptions(noHoles, options, single7)).toMatchObject({
      ok: false,
      code: 'vinyl_not_found',
      detail: 'Black at 2 mm has no hole to choose',
    });
    expect(
      checkAlbumOptions(noHoles, { vinyl: { ...options.vinyl!, hole: null } }, single7).ok,
    ).toBe(true);
  });

  it('refuses a label colour the catalogue does not list; None is always allowed', () => {
    const options = defaults(single7);
    const gold = { ...options, label: { ...options.label!, color: 'Gold' } };
    expect(checkAlbumOptions(catalog, gold, single7)).toMatchObject({
      ok: false,
      code: 'label_not_found',
    });
    const none = { ...options, label: { ...options.label!, color: 'None', price: 999 } };
    expect(checkAlbumOptions(catalog, none, single7)).toMatchObject({
      ok: true,
      value: { label: { color: 'None', price: 0, variant_id: null } },
    });
  });

  it.each([
    ['a double without a gatefold', double7, { gatefold: 'No' }, 'double_needs_gatefold'],
    [
      'a gatefold with a central hole',
      single7,
      { gatefold: 'Yes', central_hole: 'Yes' },
      'gatefold_central_hole',
    ],
    [
      'a finishing the colour is not made in',
      single7,
      { color: 'Brown', finishing: 'Glossy' },
      'cover_not_found',
    ],
    [
      'a gatefold the format does not make',
      { ...single7, format: '5' },
      { gatefold: 'Yes' },
      'cover_not_found',
    ],
  ] as const)('refuses %s', (_, context, change, code) => {
    expect(checkAlbumOptions(catalog, withCover(context, change), context)).toMatchObject({
      ok: false,
      code,
    });
  });

  it('lets a double leave the cover out (None is always allowed)', () => {
    const none = withCover(double7, { color: 'None', gatefold: 'No', central_hole: 'Yes' });
    expect(checkAlbumOptions(catalog, none, double7)).toMatchObject({
      ok: true,
      value: { cover: { color: 'None', finishing: null, central_hole: 'No', price: 0 } },
    });
    expect(checkCoverShape(none.cover!, 2).ok).toBe(true);
  });

  it('refuses an inner sleeve colour the format does not make', () => {
    const options = defaults(single7);
    const gold = { ...options, innerSleeve: { ...options.innerSleeve!, color: 'Gold' } };
    expect(checkAlbumOptions(catalog, gold, single7)).toMatchObject({
      ok: false,
      code: 'inner_sleeve_not_found',
    });
  });
});

describe('the outer sleeve is reset and recomputed from the cover (spec 2 §4)', () => {
  const transparent = { color: 'Transparent', ids: null, price: 0 };

  it('drops the outer sleeve when there is no cover, prices it again otherwise', () => {
    const options = { ...withCover(single7, { color: 'None' }), outerSleeve: transparent };
    expect(checkAlbumOptions(catalog, options, single7)).toMatchObject({
      ok: true,
      value: { outerSleeve: { color: 'None', ids: null, price: 0 } },
    });
    const printed = { ...defaults(single7), outerSleeve: { ...transparent, price: 1 } };
    expect(checkAlbumOptions(catalog, printed, single7)).toMatchObject({
      ok: true,
      value: { outerSleeve: { color: 'Transparent', price: 70, ids: { vid: 108901 } } },
    });
  });

  it('refuses an outer sleeve colour the catalogue lacks', () => {
    const gold = { ...defaults(single7), outerSleeve: { ...transparent, color: 'Gold' } };
    expect(checkAlbumOptions(catalog, gold, single7)).toMatchObject({
      ok: false,
      code: 'outer_sleeve_not_found',
    });
  });

  it('leaves the outer sleeve alone when no cover is given, and starts it at None', () => {
    expect(resetOuterSleeve(undefined, transparent)).toBe(transparent);
    expect(resetOuterSleeve({ color: 'Printed' }, undefined)).toEqual({
      color: 'None',
      ids: null,
      price: 0,
    });
  });
});

describe('prices never come from the request', () => {
  it('sets every price and id from the catalogue, whatever was sent', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.constantFrom(...VINYL_COLOURS), (price, color) => {
        const options = defaults(double7);
        const look = color === 'Picture Disc' ? { thickness: 1.5 } : {};
        const sent: AlbumOptions = {
          ...options,
          vinyl: { ...options.vinyl!, color, ...look, price, variant_id: 1 },
          vinyl2: { ...options.vinyl2!, price },
          label: { ...options.label!, price },
          cover: { ...options.cover!, price, ids: { pid: 1, vid: 1 } },
        };
        const checked = checkAlbumOptions(catalog, sent, double7);
        const again = checkAlbumOptions(
          catalog,
          { ...sent, vinyl: { ...sent.vinyl!, price: 0 }, label: { ...sent.label!, price: 0 } },
          double7,
        );
        expect(checked.ok && again.ok).toBe(true);
        if (checked.ok && again.ok) {
          expect(checked.value).toEqual(again.value);
          expect(checked.value.cover?.ids?.vid).toBe(107503);
        }
      }),
    );
  });
});

describe('supporting rules', () => {
  it('makes the big hole for 7 inch only, never on a picture disc', () => {
    expect(isHoleAllowed('7', 'Black', 'big')).toBe(true);
    expect(isHoleAllowed('12', 'Black', 'big')).toBe(false);
    expect(isHoleAllowed('7', 'Picture Disc', 'big')).toBe(false);
    expect(isHoleAllowed('12', 'Picture Disc', 'standard')).toBe(true);
    const wrong: VinylEntry = { ...catalog.vinyls[0]!, f: '12', c: 'Black', t: 2, h: 'big' };
    expect(listHoles({ vinyls: [wrong] }, '12', 'Black', 2)).toEqual([]);
  });

  it('splits the unit price by part: labels and inner sleeves once per disc', () => {
    const options = defaults(double7);
    const parts = calculatePartPrices(options);
    expect(parts.label).toBe(2 * options.label!.price);
    expect(parts.innerSleeve).toBe(2 * options.innerSleeve!.price);
    expect(parts.vinyl).toBe(options.vinyl!.price + options.vinyl2!.price);
    expect(Object.values(parts).reduce((a, b) => a + b, 0)).toBe(calculateAlbumPrice(options));
    expect(calculatePartPrices({ label: options.label }, 2).label).toBe(parts.label);
  });
});
