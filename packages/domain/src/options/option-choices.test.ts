import { describe, expect, it } from 'vitest';
import { createDefaultAlbumOptions } from '../albums/defaults';
import { defaultCatalogue as catalog } from '../catalogue/default';
import type { Catalog } from '../catalogue/schema';
import { calculateAlbumPrice } from '../pricing/pricing';
import type { AlbumContext } from '../pricing/reprice';
import type { AlbumOptions } from './album-options';
import { applyOptionChange, pricedPartOf, quoteOptionChange } from './option-changes';
import { checkAlbumOptions } from './option-checks';
import {
  listCoverStepChoices,
  listInnerSleeveChoices,
  listVinylStepChoices,
  type OptionChoice,
} from './option-choices';

const double7: AlbumContext = { format: '7', vinylsQuantity: 2, quantity: 1 };
const single12: AlbumContext = { format: '12', vinylsQuantity: 1, quantity: 1 };
const single5: AlbumContext = { format: '5', vinylsQuantity: 1, quantity: 1 };

const defaults = ({ format, vinylsQuantity }: AlbumContext) =>
  createDefaultAlbumOptions(format, vinylsQuantity, catalog);

const find = <T>(choices: OptionChoice<T>[], value: T) => {
  const found = choices.find((entry) => entry.value === value);
  if (!found) throw new Error(`no choice ${String(value)}`);
  return found;
};

describe('a choice applies the transitions of spec 2 §4', () => {
  it('picture disc: thickness falls back to 1.5 and a big hole to standard', () => {
    const options = defaults(double7);
    const big = { ...options, vinyl: { ...options.vinyl!, hole: 'big' as const } };
    const next = applyOptionChange(
      catalog,
      big,
      { part: 'vinylColour', value: 'Picture Disc' },
      double7,
    );
    expect(next.vinyl).toMatchObject({ color: 'Picture Disc', thickness: 1.5, hole: 'standard' });
  });

  it('thickness keeps the hole where it can; hole, label and sleeves set their value', () => {
    const options = defaults(double7);
    const thin = applyOptionChange(catalog, options, { part: 'thickness', value: 1.5 }, double7);
    expect(thin.vinyl).toMatchObject({ thickness: 1.5, hole: 'standard' });
    const big = applyOptionChange(catalog, options, { part: 'hole', value: 'big' }, double7);
    expect(big.vinyl?.hole).toBe('big');
    expect(
      applyOptionChange(catalog, options, { part: 'label', value: 'Printed' }, double7).label
        ?.color,
    ).toBe('Printed');
    const bare: AlbumOptions = { vinyl: options.vinyl };
    expect(
      applyOptionChange(catalog, bare, { part: 'innerSleeve', value: 'Black' }, double7)
        .innerSleeve,
    ).toEqual({ color: 'Black', ids: null, price: 0 });
    expect(
      applyOptionChange(catalog, bare, { part: 'outerSleeve', value: 'Transparent' }, double7)
        .outerSleeve,
    ).toEqual({ color: 'Transparent', ids: null, price: 0 });
  });

  it('gatefold Yes forces the central hole to No; a colour keeps the rest where it can', () => {
    const options = defaults(single12);
    const holed = applyOptionChange(
      catalog,
      options,
      { part: 'centralHole', value: 'Yes' },
      single12,
    );
    expect(holed.cover).toMatchObject({ central_hole: 'Yes', gatefold: 'No' });
    const folded = applyOptionChange(catalog, holed, { part: 'gatefold', value: 'Yes' }, single12);
    expect(folded.cover).toMatchObject({ gatefold: 'Yes', central_hole: 'No' });
    const matt = applyOptionChange(
      catalog,
      folded,
      { part: 'finishing', value: 'Glossy' },
      single12,
    );
    const brown = applyOptionChange(
      catalog,
      matt,
      { part: 'coverColour', value: 'Brown' },
      single12,
    );
    expect(brown.cover).toMatchObject({ color: 'Brown', finishing: 'Matt', gatefold: 'Yes' });
    const bare = applyOptionChange(
      catalog,
      { vinyl: options.vinyl },
      { part: 'coverColour', value: 'White' },
      single12,
    );
    expect(bare.cover).toMatchObject({ color: 'White', finishing: 'Matt', gatefold: 'No' });
  });

  it('names the priced part each choice changes', () => {
    expect(pricedPartOf('hole')).toBe('vinyl');
    expect(pricedPartOf('gatefold')).toBe('cover');
    expect(pricedPartOf('outerSleeve')).toBe('outerSleeve');
    expect(pricedPartOf('label')).toBe('label');
  });
});

describe('what the vinyl step offers (spec 2 §5, §9)', () => {
  it('offers every spec colour on a 7 inch double, priced for both discs', () => {
    const choices = listVinylStepChoices({ catalog, options: defaults(double7), context: double7 });
    expect(choices.colours.map((c) => c.value)).toHaveLength(11);
    expect(choices.colours.every((c) => c.available)).toBe(true);
    const black = find(choices.colours, 'Black');
    expect(black.selected).toBe(true);
    expect(black.price).toBe(2 * defaults(double7).vinyl!.price);
    // A label per disc: two labels at the two-piece tier.
    expect(find(choices.labels, 'Printed').price).toBe(2 * 427);
    expect(find(choices.labels, 'None')).toMatchObject({ available: true, price: 0 });
  });

  it('disables the big hole and 2.0 mm on a picture disc, with the reason', () => {
    const options = applyOptionChange(
      catalog,
      defaults(double7),
      { part: 'vinylColour', value: 'Picture Disc' },
      double7,
    );
    const choices = listVinylStepChoices({ catalog, options, context: double7 });
    expect(find(choices.holes, 'big')).toMatchObject({
      available: false,
      reason: 'big_hole_picture_disc',
      price: null,
    });
    expect(find(choices.thicknesses, 2)).toMatchObject({
      available: false,
      reason: 'not_in_colour',
    });
    expect(find(choices.thicknesses, 1.5)).toMatchObject({ available: true, selected: true });
  });

  it('disables the big hole outside 7 inch and a colour or label the catalogue lacks', () => {
    const choices = listVinylStepChoices({
      catalog,
      options: defaults(single12),
      context: single12,
    });
    expect(find(choices.holes, 'big').reason).toBe('big_hole_not_available');
    const noYellow: Catalog = {
      ...catalog,
      vinyls: catalog.vinyls.filter((v) => v.c !== 'Yellow'),
    };
    const fewer = listVinylStepChoices({
      catalog: { ...noYellow, labels: catalog.labels.filter((l) => l.c !== 'Printed') },
      options: defaults(single12),
      context: single12,
    });
    expect(find(fewer.colours, 'Yellow')).toMatchObject({
      available: false,
      reason: 'not_in_format',
    });
    expect(find(fewer.labels, 'Printed')).toMatchObject({
      available: false,
      reason: 'not_in_catalogue',
    });
    expect(find(fewer.labels, 'None').available).toBe(true);
  });

  it('shows "Vinyl not found" on a colour the catalogue has but cannot supply', () => {
    const soldOut: Catalog = {
      ...catalog,
      inventory: catalog.vinyls
        .filter((v) => v.f === '12' && v.c === 'Orange')
        .map((v) => ({ vid: v.vid, available: 0 })),
    };
    const choices = listVinylStepChoices({
      catalog: soldOut,
      options: defaults(single12),
      context: single12,
    });
    expect(find(choices.colours, 'Orange')).toMatchObject({
      available: false,
      reason: 'vinyl_not_found',
    });
  });
});

describe('what the inner sleeve and cover steps offer', () => {
  it('offers the four inner sleeves; one the format lacks is disabled', () => {
    const options = defaults(single12);
    const all = listInnerSleeveChoices({ catalog, options, context: single12 });
    expect(all.map((c) => [c.value, c.available, c.price])).toEqual([
      ['White', true, 150],
      ['Black', true, 150],
      ['Transparent', true, 200],
      ['Printed', true, 500],
    ]);
    const noPrinted = {
      ...catalog,
      innerSleeves: catalog.innerSleeves.filter((s) => s.c !== 'Printed'),
    };
    const fewer = listInnerSleeveChoices({ catalog: noPrinted, options, context: single12 });
    expect(find(fewer, 'Printed').reason).toBe('not_in_format');
  });

  it('forces a gatefold on a double and keeps its hole closed', () => {
    const choices = listCoverStepChoices({ catalog, options: defaults(double7), context: double7 });
    expect(find(choices.gatefolds, 'No')).toMatchObject({
      available: false,
      reason: 'double_needs_gatefold',
    });
    expect(find(choices.gatefolds, 'Yes')).toMatchObject({ available: true, selected: true });
    expect(find(choices.centralHoles, 'Yes').reason).toBe('gatefold_central_hole');
    expect(choices.colours.map((c) => c.value)).toEqual([
      'Printed',
      'Black',
      'White',
      'Brown',
      'None',
    ]);
    expect(find(choices.outerSleeves, 'Transparent')).toMatchObject({ available: true, price: 70 });
  });

  it('explains finishings, gatefolds and sleeves a cover choice rules out', () => {
    const brown = applyOptionChange(
      catalog,
      defaults(single5),
      { part: 'coverColour', value: 'Brown' },
      single5,
    );
    const choices = listCoverStepChoices({ catalog, options: brown, context: single5 });
    expect(find(choices.finishings, 'Glossy').reason).toBe('not_in_colour');
    expect(find(choices.gatefolds, 'Yes').reason).toBe('not_in_format');
    expect(find(choices.centralHoles, 'Yes').available).toBe(true);
    const none = applyOptionChange(catalog, brown, { part: 'coverColour', value: 'None' }, single5);
    const empty = listCoverStepChoices({ catalog, options: none, context: single5 });
    expect(find(empty.finishings, 'Matt').reason).toBe('no_cover');
    expect(find(empty.gatefolds, 'No').reason).toBe('no_cover');
    expect(find(empty.centralHoles, 'No').reason).toBe('no_cover');
    expect(find(empty.outerSleeves, 'Transparent').reason).toBe('no_cover');
    expect(find(empty.outerSleeves, 'None').available).toBe(true);
  });

  it('disables a colour without a gatefold version on a double, and one the format lacks', () => {
    const noBrownGatefold: Catalog = {
      ...catalog,
      covers: catalog.covers.filter((c) => !(c.c === 'Brown' && c.g === 'Yes')),
    };
    const choices = listCoverStepChoices({
      catalog: noBrownGatefold,
      options: defaults(double7),
      context: double7,
    });
    expect(find(choices.colours, 'Brown').reason).toBe('no_gatefold_cover');
    const noWhite: Catalog = { ...catalog, covers: catalog.covers.filter((c) => c.c !== 'White') };
    const single = listCoverStepChoices({
      catalog: noWhite,
      options: defaults(single12),
      context: single12,
    });
    expect(find(single.colours, 'White').reason).toBe('not_in_format');
    const gatefoldOnly: Catalog = {
      ...catalog,
      covers: catalog.covers.filter((c) => !(c.f === '12' && c.c === 'Black' && c.g === 'Yes')),
    };
    const black = applyOptionChange(
      gatefoldOnly,
      defaults(single12),
      { part: 'coverColour', value: 'Black' },
      single12,
    );
    const blackChoices = listCoverStepChoices({
      catalog: gatefoldOnly,
      options: black,
      context: single12,
    });
    expect(find(blackChoices.gatefolds, 'Yes').reason).toBe('not_in_colour');
  });
});

describe('quotes', () => {
  it('checks the changed part on its own and prices it like the whole album', () => {
    const options = defaults(double7);
    const quote = quoteOptionChange(catalog, options, { part: 'label', value: 'Printed' }, double7);
    expect(quote).toMatchObject({ ok: true, value: { price: 854 } });
    const whole = checkAlbumOptions(
      catalog,
      applyOptionChange(catalog, options, { part: 'label', value: 'Printed' }, double7),
      double7,
    );
    expect(whole.ok && calculateAlbumPrice(whole.value) - calculateAlbumPrice(options)).toBe(
      854 - 476,
    );
  });

  it('fails a choice the catalogue cannot make with its code', () => {
    const quote = quoteOptionChange(
      catalog,
      defaults(single12),
      { part: 'hole', value: 'big' },
      single12,
    );
    expect(quote).toMatchObject({ ok: false, code: 'big_hole_not_available' });
  });
});
