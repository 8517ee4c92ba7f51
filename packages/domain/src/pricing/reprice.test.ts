import { describe, expect, it } from 'vitest';
import { createDefaultAlbumOptions } from '../albums/defaults';
import { defaultCatalogue } from '../catalogue/default';
import { calculateAlbumPrice } from './pricing';
import { priceAlbumOptions } from './reprice';

const single = createDefaultAlbumOptions('12', 1, defaultCatalogue);
const context = { format: '12', vinylsQuantity: 1, quantity: 1 } as const;

describe('pricing album options from the catalogue', () => {
  it('reprices every part at the quantity tier', () => {
    const result = priceAlbumOptions(defaultCatalogue, single, { ...context, quantity: 10 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.vinyl).toMatchObject({ quantity: 10, price: 2465 });
    expect(result.value.label?.price).toBe(213);
    expect(calculateAlbumPrice(result.value)).toBeLessThan(calculateAlbumPrice(single));
  });

  it('follows the music: two sides and a long cut cost more', () => {
    const vinyl = { ...single.vinyl!, sides: 2 as const, duration: 2400 };
    const result = priceAlbumOptions(defaultCatalogue, { ...single, vinyl }, context);
    expect(result.ok && result.value.vinyl?.price).toBe(2900 + 400 + 600);
  });

  it('fails with the vinyl alert and does not save', () => {
    const vinyl = { ...single.vinyl!, color: 'Gold' };
    expect(priceAlbumOptions(defaultCatalogue, { ...single, vinyl }, context)).toMatchObject({
      ok: false,
      code: 'vinyl_not_found',
      message: 'Vinyl not found in catalog!!',
    });
  });

  it.each([
    ['label', { label: { ...single.label!, color: 'Gold' } }, 'label_not_found'],
    [
      'inner sleeve',
      { innerSleeve: { ...single.innerSleeve!, color: 'Gold' } },
      'inner_sleeve_not_found',
    ],
    ['cover', { cover: { ...single.cover!, color: 'Gold' } }, 'cover_not_found'],
    [
      'outer sleeve',
      { outerSleeve: { ...single.outerSleeve!, color: 'Gold' } },
      'outer_sleeve_not_found',
    ],
  ])('fails when the %s is not in the catalogue', (_part, change, code) => {
    expect(priceAlbumOptions(defaultCatalogue, { ...single, ...change }, context)).toMatchObject({
      ok: false,
      code,
    });
  });

  it('adds a second disc for a double, drops it for a single, and keeps unset groups unset', () => {
    const sevenContext = { format: '7', vinylsQuantity: 2, quantity: 1 } as const;
    const seven = createDefaultAlbumOptions('7', 1, defaultCatalogue);
    const asDouble = priceAlbumOptions(
      defaultCatalogue,
      { ...seven, cover: { ...seven.cover!, gatefold: 'Yes' } },
      sevenContext,
    );
    expect(asDouble.ok && asDouble.value.vinyl2?.sides).toBe(1);
    expect(asDouble.ok && asDouble.value.vinyl?.vinylsQuantity).toBe(2);
    const double = createDefaultAlbumOptions('7', 2, defaultCatalogue);
    const asSingle = priceAlbumOptions(defaultCatalogue, double, {
      ...sevenContext,
      vinylsQuantity: 1,
    });
    expect(asSingle.ok && asSingle.value.vinyl2).toBeUndefined();
    expect(priceAlbumOptions(defaultCatalogue, { tracks: single.tracks }, context)).toEqual({
      ok: true,
      value: { tracks: single.tracks },
    });
  });

  it('fails when the second disc cannot be supplied', () => {
    const double = createDefaultAlbumOptions('7', 2, defaultCatalogue);
    const disc1 = double.vinyl!;
    // Variants run one side short/long, then two sides short/long, 5 tiers each:
    // disc 1 (one side) stays available, disc 2 (two sides, short) is out of stock.
    const outOfStock = {
      ...defaultCatalogue,
      inventory: [{ vid: disc1.variant_id! + 10, available: 0 }],
    };
    const options = { ...double, vinyl2: { ...double.vinyl2!, sides: 2 as const } };
    const result = priceAlbumOptions(outOfStock, options, {
      format: '7',
      vinylsQuantity: 2,
      quantity: 1,
    });
    expect(result).toMatchObject({ ok: false, code: 'vinyl_not_found' });
  });
});
