import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default';
import {
  labelQuantity,
  selectCover,
  selectInnerSleeve,
  selectLabel,
  selectOuterSleeve,
} from './selection';

describe('label selection (spec 2 §5)', () => {
  it.each([
    [1, 1, 1],
    [1, 2, 2],
    [3, 2, 6],
    [15, 2, 30],
  ] as const)('album quantity %d × %d vinyls = label quantity %d', (album, discs, labels) => {
    expect(labelQuantity(album, discs)).toBe(labels);
  });

  it.each([
    [1, 1, 250],
    [1, 2, 238],
    [3, 2, 225],
    [10, 1, 213],
    [10, 2, 200],
  ] as const)('white labels for %d albums × %d discs cost %d cents each', (q, discs, price) => {
    const result = selectLabel(defaultCatalogue, 'White', q, discs);
    expect(result.ok && result.value.price).toBe(price);
  });

  it('allows None and refuses a colour the catalogue lacks', () => {
    expect(selectLabel(defaultCatalogue, 'None', 1, 1)).toEqual({
      ok: true,
      value: { entry: null, price: 0 },
    });
    expect(selectLabel(defaultCatalogue, 'Gold', 1, 1)).toMatchObject({
      ok: false,
      code: 'label_not_found',
    });
  });
});

describe('cover and sleeve selection', () => {
  const printed = {
    color: 'Printed',
    finishing: 'Coated',
    central_hole: 'No',
    gatefold: 'No',
  } as const;

  it('finds a cover by format, colour, finishing, hole and gatefold', () => {
    const result = selectCover(defaultCatalogue, '12', printed, 1);
    expect(result).toMatchObject({ ok: true, value: { entry: { f: '12', g: 'No' }, price: 900 } });
    const gatefold = selectCover(defaultCatalogue, '12', { ...printed, gatefold: 'Yes' }, 1);
    expect(gatefold.ok && gatefold.value.price).toBe(1600);
  });

  it('refuses a non-gatefold cover for a double, and a 5 inch gatefold', () => {
    expect(selectCover(defaultCatalogue, '7', printed, 2)).toMatchObject({
      ok: false,
      code: 'cover_not_found',
    });
    expect(selectCover(defaultCatalogue, '7', { ...printed, gatefold: 'Yes' }, 2).ok).toBe(true);
    expect(selectCover(defaultCatalogue, '5', { ...printed, gatefold: 'Yes' }, 1).ok).toBe(false);
    expect(selectCover(defaultCatalogue, '5', { ...printed, color: 'None' }, 1).ok).toBe(true);
  });

  it('finds inner and outer sleeves per format', () => {
    expect(selectInnerSleeve(defaultCatalogue, '12', 'Printed')).toMatchObject({
      ok: true,
      value: { price: 500 },
    });
    expect(selectInnerSleeve(defaultCatalogue, '12', 'None').ok).toBe(true);
    expect(selectInnerSleeve(defaultCatalogue, '12', 'Gold')).toMatchObject({
      code: 'inner_sleeve_not_found',
    });
    expect(selectOuterSleeve(defaultCatalogue, '7', 'Transparent')).toMatchObject({
      ok: true,
      value: { price: 70 },
    });
    expect(selectOuterSleeve(defaultCatalogue, '7', 'None').ok).toBe(true);
    expect(selectOuterSleeve(defaultCatalogue, '7', 'Black')).toMatchObject({
      code: 'outer_sleeve_not_found',
    });
  });
});
