import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default';
import { calculateAlbumPrice } from '../pricing/pricing';
import { createDefaultAlbumOptions } from './defaults';

describe('defaults (spec 2 §9)', () => {
  it('makes a single: black 2.0 standard, white label, printed cover without gatefold, white inner, no outer', () => {
    const options = createDefaultAlbumOptions('12', 1, defaultCatalogue, { albumId: 'a1' });
    expect(options.vinyl).toMatchObject({
      format: '12',
      color: 'Black',
      thickness: 2,
      hole: 'standard',
      vinylsQuantity: 1,
      sides: 1,
      album_id: 'a1',
      quantity: 1,
    });
    expect(options.vinyl2).toBeUndefined();
    expect(options.label?.color).toBe('White');
    expect(options.cover).toMatchObject({ color: 'Printed', gatefold: 'No', central_hole: 'No' });
    expect(options.innerSleeve?.color).toBe('White');
    expect(options.outerSleeve).toEqual({ color: 'None', ids: null, price: 0 });
    expect(options.tracks).toEqual({ number: 0, duration: 0, exceeded: false });
  });

  it('prices every part from the catalogue', () => {
    const options = createDefaultAlbumOptions('12', 1, defaultCatalogue);
    // 28 + 1 (2.0 mm) disc, 2.50 label, 9 printed coated cover, 1.50 white inner sleeve
    expect(options.vinyl?.price).toBe(2900);
    expect(calculateAlbumPrice(options)).toBe(2900 + 250 + 900 + 150);
    expect(options.vinyl?.variant_id).not.toBeNull();
  });

  it('makes a double with a gatefold cover and a priced second disc', () => {
    const options = createDefaultAlbumOptions('7', 2, defaultCatalogue, { quantity: 5 });
    expect(options.cover?.gatefold).toBe('Yes');
    expect(options.vinyl2?.variant_id).toBe(options.vinyl?.variant_id);
    expect(options.vinyl?.quantity).toBe(5);
    // 10 labels: the tier-10 price
    expect(options.label?.price).toBe(213);
  });

  it('leaves a part unpriced when the catalogue lacks it', () => {
    const bare = { ...defaultCatalogue, vinyls: [], labels: [], covers: [], innerSleeves: [] };
    const options = createDefaultAlbumOptions('10', 2, bare);
    expect(options.vinyl).toMatchObject({
      color: 'Black',
      thickness: null,
      variant_id: null,
      price: 0,
    });
    expect(options.vinyl2).toMatchObject({ variant_id: null, price: 0 });
    expect(options.label).toMatchObject({ variant_id: null, price: 0 });
    expect(options.cover).toMatchObject({ ids: null, finishing: null });
    expect(options.innerSleeve).toMatchObject({ ids: null });
  });

  it('leaves out the part of a step the catalogue has nothing for (skipped, spec 2 §2)', () => {
    const noSleeves = { ...defaultCatalogue, innerSleeves: [] };
    expect(createDefaultAlbumOptions('7', 1, noSleeves).innerSleeve).toEqual({
      color: 'None',
      ids: null,
      price: 0,
    });
    const noCovers = { ...defaultCatalogue, covers: [] };
    expect(createDefaultAlbumOptions('7', 2, noCovers).cover).toMatchObject({
      color: 'None',
      ids: null,
      price: 0,
    });
  });
});
