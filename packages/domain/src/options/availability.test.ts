import { describe, expect, it } from 'vitest';
import { defaultCatalogue as catalog } from '../catalogue/default';
import {
  hasOptionsForStep,
  isLabelColourAvailable,
  isVinylColourAvailable,
  listCentralHoles,
  listCoverColours,
  listFinishings,
  listGatefolds,
  listHoles,
  listInnerSleeveColours,
  listLabelColours,
  listOuterSleeveColours,
  listThicknesses,
  listVinylColours,
} from './availability';

describe('what the disc-options steps offer (spec 2 §5, §9)', () => {
  it('lists vinyl colours, thicknesses and holes from the catalogue', () => {
    expect(listVinylColours(catalog, '12')).toHaveLength(11);
    expect(listThicknesses(catalog, '12', 'Black')).toEqual([2, 1.5]);
    expect(listThicknesses(catalog, '12', 'Picture Disc')).toEqual([1.5]);
    expect(listHoles(catalog, '7', 'Black', 2)).toEqual(['standard', 'big']);
    expect(listHoles(catalog, '12', 'Black', 2)).toEqual(['standard']);
    expect(listHoles(catalog, '7', 'Picture Disc', 1.5)).toEqual(['standard']);
  });

  it('treats a colour without entries as unavailable and None as always allowed', () => {
    expect(isVinylColourAvailable(catalog, '12', 'Gold')).toBe(false);
    expect(isVinylColourAvailable(catalog, '12', 'None')).toBe(true);
    expect(isVinylColourAvailable(catalog, '12', 'Pink')).toBe(true);
    expect(listLabelColours(catalog)).toEqual(['White', 'Printed', 'None']);
    expect(isLabelColourAvailable(catalog, 'None')).toBe(true);
    expect(isLabelColourAvailable({ labels: [] }, 'White')).toBe(false);
  });

  it('offers only gatefold covers for doubles', () => {
    expect(listGatefolds(catalog, '7', 'Printed', 1)).toEqual(['No', 'Yes']);
    expect(listGatefolds(catalog, '7', 'Printed', 2)).toEqual(['Yes']);
    expect(listGatefolds(catalog, '5', 'Printed', 1)).toEqual(['No']);
    expect(listCoverColours(catalog, '10', 2)).toEqual([
      'Printed',
      'Black',
      'White',
      'Brown',
      'None',
    ]);
    expect(
      listCoverColours({ covers: catalog.covers.filter((c) => c.g === 'No') }, '10', 2),
    ).toEqual(['None']);
  });

  it('lists finishings and central holes per cover', () => {
    expect(listFinishings(catalog, '12', 'Printed')).toEqual(['Coated', 'Matt', 'Glossy']);
    expect(listFinishings(catalog, '12', 'Brown')).toEqual(['Matt']);
    expect(listCentralHoles(catalog, '12', 'Printed', 'No')).toEqual(['No', 'Yes']);
    expect(listCentralHoles(catalog, '12', 'Printed', 'Yes')).toEqual(['No']);
  });

  it('lists sleeves per format, with None for the outer sleeve', () => {
    expect(listInnerSleeveColours(catalog, '7')).toEqual([
      'White',
      'Black',
      'Transparent',
      'Printed',
    ]);
    expect(listOuterSleeveColours(catalog, '7')).toEqual(['None', 'Transparent']);
  });

  it('skips steps without catalogue options for the format (spec 2 §2)', () => {
    expect(hasOptionsForStep(catalog, '12', 'innerSleeve')).toBe(true);
    const noSleeves = { ...catalog, innerSleeves: [] };
    expect(hasOptionsForStep(noSleeves, '12', 'innerSleeve')).toBe(false);
    expect(hasOptionsForStep(noSleeves, '12', 'vinyl')).toBe(true);
    expect(hasOptionsForStep(noSleeves, '12', 'cover')).toBe(true);
  });
});
