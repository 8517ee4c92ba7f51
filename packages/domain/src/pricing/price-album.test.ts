import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDefaultAlbumOptions } from '../albums/defaults';
import type { DiscTracks } from '../audio/tracks';
import { withDiscDurations, withTracks } from '../audio/with-tracks';
import { defaultCatalogue } from '../catalogue/default';
import { FORMATS, type Format, type VinylsQuantity } from '../catalogue/values';
import type { AlbumOptions } from '../options/album-options';
import { priceAlbum, type AlbumPriced } from './price-album';
import { calculateAlbumPrice, calculatePartPrices } from './pricing';

const seconds = (...durations: number[]) => durations.map((duration) => ({ duration }));
const single = (format: Format) => createDefaultAlbumOptions(format, 1, defaultCatalogue);

function priced(result: ReturnType<typeof priceAlbum>): AlbumPriced {
  if (!result.ok) throw new Error(`not priced: ${result.code}`);
  return result;
}

describe('priceAlbum (spec 2 §9): one price for the box, the summary and the order', () => {
  it.each([
    // format, side A, side B, unit cents: the figures (12″ 42.00 → 46.00, 5″ 21.25)
    ['12', seconds(120), [], 4200],
    ['12', seconds(120), seconds(60), 4600],
    ['5', seconds(120), [], 2125],
    ['5', seconds(120), seconds(60), 2325],
  ] as const)('%s″ with sides %j / %j costs %i cents a copy', (format, sideA, sideB, unit) => {
    const result = priced(
      priceAlbum(defaultCatalogue, {
        options: single(format),
        format,
        quantity: 1,
        discs: [{ sideA, sideB }],
      }),
    );
    expect(result.unit).toBe(unit);
    expect(result.options.vinyl?.sides).toBe(sideB.length > 0 ? 2 : 1);
  });

  it('prices the tracks given, not the sides and seconds stored in the options', () => {
    const stale = { ...single('12') } as AlbumOptions;
    const twoSided = priced(
      priceAlbum(defaultCatalogue, {
        options: stale,
        format: '12',
        quantity: 1,
        discs: [{ sideA: seconds(600), sideB: seconds(600) }],
      }),
    );
    const asStored = priced(
      priceAlbum(defaultCatalogue, { options: stale, format: '12', quantity: 1 }),
    );
    expect(twoSided.unit).toBeGreaterThan(asStored.unit);
  });

  it('multiplies the unit by the copies, at the tier of those copies', () => {
    const five = priced(
      priceAlbum(defaultCatalogue, { options: single('7'), format: '7', quantity: 5 }),
    );
    const ten = priced(
      priceAlbum(defaultCatalogue, { options: single('7'), format: '7', quantity: 10 }),
    );
    expect(five.total).toBe(five.unit * 5);
    expect(ten.total).toBe(ten.unit * 10);
    expect(ten.options.vinyl?.quantity).toBe(10);
  });

  it('counts the label and inner sleeve once per disc on a double', () => {
    const double = createDefaultAlbumOptions('12', 2, defaultCatalogue);
    const result = priced(
      priceAlbum(defaultCatalogue, {
        options: double,
        format: '12',
        quantity: 1,
        discs: [
          { sideA: seconds(60), sideB: seconds(60) },
          { sideA: seconds(60), sideB: [] },
        ],
      }),
    );
    expect(result.parts.label).toBe(2 * (result.options.label?.price ?? 0));
    expect(result.options.vinyl2?.sides).toBe(1);
  });

  it.each([
    ['no options', null, '12'],
    ['no vinyl', { tracks: { number: 0, exceeded: false } }, '12'],
    ['no format', single('12'), null],
    ['an unknown format', single('12'), '11'],
  ] as const)('says the options are missing with %s', (_, options, format) => {
    expect(priceAlbum(defaultCatalogue, { options, format, quantity: 1 })).toMatchObject({
      ok: false,
      code: 'options_missing',
      message: 'The disc options are not chosen',
    });
  });

  it('fails with the catalogue’s reason for an impossible choice, keeping the options', () => {
    const options = single('12');
    const result = priceAlbum(defaultCatalogue, {
      options: { ...options, vinyl: { ...options.vinyl!, color: 'Plaid' } },
      format: '12',
      quantity: 1,
    });
    expect(result).toMatchObject({ ok: false, options: { vinyl: { color: 'Plaid' } } });
  });

  it('keeps the stored number of discs when told (the server does not take it from a PATCH)', () => {
    const double = createDefaultAlbumOptions('12', 2, defaultCatalogue);
    const result = priced(
      priceAlbum(defaultCatalogue, {
        options: double,
        format: '12',
        quantity: 1,
        vinylsQuantity: 1,
      }),
    );
    expect(result.options.vinyl?.vinylsQuantity).toBe(1);
    expect(result.options.vinyl2).toBeUndefined();
  });
});

const side = fc
  .array(fc.integer({ min: 1, max: 900 }), { maxLength: 4 })
  .map((list) => seconds(...list));
const albums = fc
  .record({
    format: fc.constantFrom(...FORMATS),
    discs: fc.constantFrom<VinylsQuantity>(1, 2),
    quantity: fc.integer({ min: 1, max: 30 }),
    tracks: fc.array(fc.record({ sideA: side, sideB: side }), { minLength: 2, maxLength: 2 }),
  })
  .map(({ format, discs, quantity, tracks }) => ({
    format,
    quantity,
    options: createDefaultAlbumOptions(format, discs, defaultCatalogue),
    discs: tracks.slice(0, discs) as DiscTracks[],
  }));

describe('every call path gives the same price (decision 015)', () => {
  it('box (tracks on screen) = summary and checkout (stored tracks) = PATCH, then read back', () => {
    fc.assert(
      fc.property(albums, ({ format, quantity, options, discs }) => {
        // The web's box prices the saved options with the tracks on the screen.
        const box = priceAlbum(defaultCatalogue, { options, format, quantity, discs });
        // Save and continue sends withTracks; the PATCH prices it with the stored tracks.
        const patch = priceAlbum(defaultCatalogue, {
          options: withTracks(options, discs, Number.POSITIVE_INFINITY),
          format,
          quantity,
          discs,
          vinylsQuantity: options.vinyl?.vinylsQuantity,
        });
        // The summary and checkout price what the PATCH stored, with the stored tracks again.
        const stored = patch.ok ? patch.options : null;
        const summary = priceAlbum(defaultCatalogue, { options: stored, format, quantity, discs });
        // The summary page's box prices what it was shown, with no tracks at hand.
        const shown = summary.ok ? summary.options : null;
        const again = priceAlbum(defaultCatalogue, { options: shown, format, quantity });
        expect(box.ok).toBe(patch.ok);
        if (!box.ok || !patch.ok || !summary.ok || !again.ok) return;
        expect(new Set([box.unit, patch.unit, summary.unit, again.unit]).size).toBe(1);
        expect(box.total).toBe(box.unit * quantity);
      }),
    );
  });

  it('unit = sum of the parts = calculateAlbumPrice of the priced options', () => {
    fc.assert(
      fc.property(albums, ({ format, quantity, options, discs }) => {
        const result = priceAlbum(defaultCatalogue, { options, format, quantity, discs });
        if (!result.ok) return;
        const parts = calculatePartPrices(result.options);
        expect(result.parts).toEqual(parts);
        expect(result.unit).toBe(calculateAlbumPrice(result.options));
        expect(result.options).toEqual(
          priced(
            priceAlbum(defaultCatalogue, {
              options: withDiscDurations(options, discs),
              format,
              quantity,
            }),
          ).options,
        );
      }),
    );
  });
});
