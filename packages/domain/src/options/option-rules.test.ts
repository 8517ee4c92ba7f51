import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default';
import type { VinylEntry } from '../catalogue/schema';
import type { CoverOption } from './album-options';
import {
  applyCentralHole,
  applyCoverColour,
  applyGatefold,
  applyVinylColour,
  recomputeOuterSleeve,
  resolveCover,
  resolveVinylLook,
  type VinylLook,
} from './option-rules';

const look = (color: string, thickness: number | null, hole: VinylLook['hole']): VinylLook => ({
  color,
  thickness,
  hole,
});

describe('vinyl colour → thickness and hole fallbacks (spec 2 §4)', () => {
  it.each([
    ['12', look('Black', 2, 'standard'), 'Picture Disc', look('Picture Disc', 1.5, 'standard')],
    ['12', look('Black', 1.5, 'standard'), 'Yellow', look('Yellow', 2, 'standard')],
    ['12', look('Black', 1.5, 'standard'), 'Transparent', look('Transparent', 1.5, 'standard')],
    ['7', look('Black', 2, 'big'), 'Picture Disc', look('Picture Disc', 1.5, 'standard')],
    ['7', look('Black', 2, 'big'), 'Yellow', look('Yellow', 2, 'big')],
    ['7', look('Black', 2, 'big'), 'None', look('None', null, null)],
    ['12', look('Black', 2, 'standard'), 'Gold', look('Gold', null, null)],
  ] as const)('%s inch %j to %s gives %j', (format, current, colour, expected) => {
    expect(applyVinylColour(defaultCatalogue, format, current, colour)).toEqual(expected);
  });

  const entry = (change: Partial<VinylEntry>): VinylEntry => ({
    ...defaultCatalogue.vinyls[0]!,
    f: '7',
    c: 'Black',
    t: 2,
    ...change,
  });

  it('sets the hole to null when the format and colour have none', () => {
    const catalog = { vinyls: [entry({ h: null })] };
    expect(resolveVinylLook(catalog, '7', look('Black', 2, 'standard'))).toEqual(
      look('Black', 2, null),
    );
  });

  it('falls back to big when standard is not made, and to the first thickness left', () => {
    const catalog = { vinyls: [entry({ h: 'big', t: 1.8 })] };
    expect(resolveVinylLook(catalog, '7', look('Black', 2, 'standard'))).toEqual(
      look('Black', 1.8, 'big'),
    );
    expect(resolveVinylLook(catalog, '7', look('Black', null, null))).toEqual(
      look('Black', 1.8, 'big'),
    );
  });
});

const printed: CoverOption = {
  color: 'Printed',
  finishing: 'Coated',
  central_hole: 'No',
  gatefold: 'No',
  ids: null,
  price: 0,
};

describe('cover rules (spec 2 §4, §5)', () => {
  it('gatefold Yes forces central hole No; No keeps it', () => {
    expect(applyGatefold({ ...printed, central_hole: 'Yes' }, 'Yes')).toMatchObject({
      gatefold: 'Yes',
      central_hole: 'No',
    });
    expect(applyGatefold({ ...printed, central_hole: 'Yes' }, 'No')).toMatchObject({
      central_hole: 'Yes',
    });
    expect(applyCentralHole({ ...printed, gatefold: 'Yes' }, 'Yes').central_hole).toBe('No');
    expect(applyCentralHole(printed, 'Yes').central_hole).toBe('Yes');
  });

  it('doubles require a gatefold', () => {
    const cover = resolveCover(defaultCatalogue, '7', { ...printed, central_hole: 'Yes' }, 2);
    expect(cover).toMatchObject({ gatefold: 'Yes', central_hole: 'No', finishing: 'Coated' });
  });

  it('drops a gatefold the format does not make, and keeps a hole it does', () => {
    expect(resolveCover(defaultCatalogue, '5', { ...printed, gatefold: 'Yes' }, 1).gatefold).toBe(
      'No',
    );
    const holed = resolveCover(defaultCatalogue, '12', { ...printed, central_hole: 'Yes' }, 1);
    expect(holed.central_hole).toBe('Yes');
  });

  it('keeps what it can when the colour changes', () => {
    const glossy = { ...printed, finishing: 'Glossy', central_hole: 'Yes' as const };
    expect(applyCoverColour(defaultCatalogue, '12', glossy, 'Brown', 1)).toMatchObject({
      color: 'Brown',
      finishing: 'Matt',
      central_hole: 'Yes',
    });
    expect(applyCoverColour(defaultCatalogue, '12', glossy, 'None', 1)).toMatchObject({
      finishing: null,
      central_hole: 'No',
    });
    expect(applyCoverColour(defaultCatalogue, '12', glossy, 'Gold', 1)).toMatchObject({
      finishing: null,
      gatefold: 'No',
      central_hole: 'No',
    });
  });
});

describe('outer sleeve recomputed from the cover (spec 2 §4)', () => {
  it.each([
    ['Printed', 'Transparent', { color: 'Transparent', price: 100 }],
    ['None', 'Transparent', { color: 'None', ids: null, price: 0 }],
    ['Printed', 'None', { color: 'None', ids: null, price: 0 }],
    ['Printed', 'Gold', { color: 'None', ids: null, price: 0 }],
  ])('cover %s with sleeve %s gives %j', (cover, sleeve, expected) => {
    expect(recomputeOuterSleeve(defaultCatalogue, '12', { color: cover }, sleeve)).toMatchObject(
      expected,
    );
  });
});
