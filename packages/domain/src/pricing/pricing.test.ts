import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlbumOptions } from '../options/album-options';
import {
  calculateAlbumPrice,
  calculateNumberOfSides,
  calculateOrderTotal,
  calculateVinylPriceTotal,
  needsPrinting,
} from './pricing';

const parts = (prices: {
  vinyl?: number;
  vinyl2?: number;
  label?: number;
  innerSleeve?: number;
  cover?: number;
  outerSleeve?: number;
  discs?: 1 | 2;
}): AlbumOptions => ({
  ...(prices.vinyl !== undefined && {
    vinyl: {
      format: '7',
      color: 'Black',
      thickness: 2,
      hole: 'standard',
      vinylsQuantity: prices.discs ?? 1,
      sides: 2,
      duration: 0,
      product_id: 1,
      variant_id: 1,
      price: prices.vinyl,
      album_id: null,
      quantity: 1,
    },
  }),
  ...(prices.vinyl2 !== undefined && {
    vinyl2: { sides: 1, duration: 0, product_id: 1, variant_id: 1, price: prices.vinyl2 },
  }),
  ...(prices.label !== undefined && {
    label: { color: 'White', product_id: 2, variant_id: 2, price: prices.label },
  }),
  ...(prices.innerSleeve !== undefined && {
    innerSleeve: { color: 'White', ids: null, price: prices.innerSleeve },
  }),
  ...(prices.cover !== undefined && {
    cover: {
      color: 'Printed',
      finishing: 'Matt',
      central_hole: 'No',
      gatefold: 'No',
      ids: null,
      price: prices.cover,
    },
  }),
  ...(prices.outerSleeve !== undefined && {
    outerSleeve: { color: 'Transparent', ids: null, price: prices.outerSleeve },
  }),
});

describe('album price (spec 2 §9), in cents', () => {
  it.each([
    ['nothing set', {}, 0],
    ['vinyl only', { vinyl: 2000 }, 2000],
    [
      'single with every part',
      { vinyl: 2000, label: 250, innerSleeve: 150, cover: 900, outerSleeve: 100 },
      3400,
    ],
    [
      'double: label and inner sleeve twice',
      {
        discs: 2 as const,
        vinyl: 2000,
        vinyl2: 2000,
        label: 250,
        innerSleeve: 150,
        cover: 1600,
        outerSleeve: 100,
      },
      2000 + 2000 + 2 * 250 + 2 * 150 + 1600 + 100,
    ],
  ])('%s costs %d', (_name, prices, expected) => {
    expect(calculateAlbumPrice(parts(prices))).toBe(expected);
  });

  it('sums vinyl prices and counts sides', () => {
    expect(calculateVinylPriceTotal(parts({ vinyl: 2070, vinyl2: 2070 }))).toBe(4140);
    expect(calculateVinylPriceTotal({})).toBe(0);
    expect(calculateNumberOfSides({})).toBe(1);
    expect(calculateNumberOfSides(parts({ vinyl: 1 }))).toBe(2);
    expect(calculateNumberOfSides(parts({ vinyl: 1, vinyl2: 1 }))).toBe(3);
  });

  it.each([
    [3400, 1, 3400],
    [3400, 9, 30600],
    [2465, 30, 73950],
  ])('order total of %d × %d is %d', (unit, quantity, total) => {
    expect(calculateOrderTotal(unit, quantity)).toBe(total);
  });

  const cents = fc.integer({ min: 0, max: 1_000_000 });
  const optional = fc.option(cents, { nil: undefined });
  const priced = fc.record({
    vinyl: optional,
    vinyl2: optional,
    label: optional,
    innerSleeve: optional,
    cover: optional,
    outerSleeve: optional,
    discs: fc.constantFrom(1 as const, 2 as const),
  });

  it('is never negative and adds up over its parts', () => {
    fc.assert(
      fc.property(priced, (prices) => {
        const total = calculateAlbumPrice(parts(prices));
        const perDisc = prices.vinyl !== undefined && prices.discs === 2 ? 2 : 1;
        const sumOfParts =
          calculateAlbumPrice(parts({ vinyl: prices.vinyl, discs: prices.discs })) +
          calculateAlbumPrice(parts({ vinyl2: prices.vinyl2 })) +
          perDisc *
            calculateAlbumPrice(parts({ label: prices.label, innerSleeve: prices.innerSleeve })) +
          calculateAlbumPrice(parts({ cover: prices.cover })) +
          calculateAlbumPrice(parts({ outerSleeve: prices.outerSleeve }));
        expect(total).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBe(sumOfParts);
      }),
    );
  });

  it('total = unit × quantity, and grows with the quantity', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 30 }), (unit, quantity) => {
        const total = calculateOrderTotal(unit, quantity);
        expect(total).toBe(unit * quantity);
        expect(total).toBeGreaterThanOrEqual(calculateOrderTotal(unit, quantity - 1));
      }),
    );
  });
});

describe('needs printing (spec 2 §9)', () => {
  const base = parts({ vinyl: 1, label: 1, innerSleeve: 1, cover: 1 });
  it.each([
    ['plain parts', {}, false],
    ['printed cover', { cover: { ...base.cover!, color: 'Printed' } }, true],
    ['printed label', { label: { ...base.label!, color: 'Printed' } }, true],
    ['printed inner sleeve', { innerSleeve: { ...base.innerSleeve!, color: 'Printed' } }, true],
    ['picture disc', { vinyl: { ...base.vinyl!, color: 'Picture Disc' } }, true],
  ])('%s: %s', (_name, change, expected) => {
    const plain = { ...base, cover: { ...base.cover!, color: 'Black' } };
    expect(needsPrinting({ ...plain, ...change })).toBe(expected);
  });
});
