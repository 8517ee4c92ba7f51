/**
 * Builds the default catalogue (src/catalogue/default-catalogue.json): a price list a
 * small lathe-cut plant could open with. Run `npm run build:catalogue -w @vinyl/domain`
 * after changing it; a test keeps the JSON and this builder in step.
 *
 * Prices are euros. The cheapest disc of a format (black, 1.5 mm, standard hole, one
 * side, short band, 1 copy) costs exactly the "Starting from" price of spec 2 §9, and
 * each quantity tier (1, 2, 5, 10, 20 copies) is cheaper than the one before.
 */
import { DEFAULT_AUDIO_CHECKS } from '../src/audio/analysis-checks';
import { type Catalog, CatalogSchema, type FormatEntry } from '../src/catalogue/schema';
import { FORMAT_DESCRIPTIONS, type Hole, PICTURE_DISC } from '../src/catalogue/values';
import { DEFAULT_SHIPPING, DEFAULT_VAT } from '../src/pricing/shipping';
import { DEFAULT_PRINT_SIZES } from '../src/print/print-sizes';
import {
  COVER_LOOKS,
  EXTRA,
  FORMAT_ROWS,
  type FormatRow,
  INNER_SLEEVE_PRICES,
  LABEL_PRICES,
  OUTER_SLEEVE_PRICES,
  TIERS,
  VINYL_LOOKS,
} from './catalogue-prices';

const euros = (value: number): number => Math.round(value * 100) / 100;

let nextPid = 1000;
const newPid = (): number => (nextPid += 1);

function formatEntries(row: FormatRow): FormatEntry[] {
  return ([1, 2] as const).map((vinylsQuantity) => ({
    format: row.format,
    vinylsQuantity,
    dimension: row.dimension,
    maxDuration: row.maxDuration,
    price: row.price * vinylsQuantity,
    rpms: row.rpms.map(([value, maxDuration]) => ({ value, maxDuration })),
    description: FORMAT_DESCRIPTIONS[row.format],
  }));
}

/** Duration bands per number of sides: a short and a long cut. */
function bands(row: FormatRow, sides: 1 | 2): [number, number, number][] {
  const top = sides === 2 ? row.maxDuration : row.maxDuration / 2;
  return [
    [0, top / 2, 0],
    [top / 2 + 1, top, EXTRA.longBand],
  ];
}

interface DiscProduct {
  row: FormatRow;
  look: (typeof VINYL_LOOKS)[number];
  t: number;
  h: Hole;
}

/** One product per format, colour, thickness and hole; a variant per sides × band × tier. */
function discVariants({ row, look, t, h }: DiscProduct): Catalog['vinyls'] {
  const pid = newPid();
  const base = look.extra + (t === 2 ? EXTRA.thickness2 : 0) + (h === 'big' ? EXTRA.bigHole : 0);
  const cuts = ([1, 2] as const).flatMap((s) =>
    bands(row, s).map(([min, max, bandExtra]) => ({ s, min, max, bandExtra })),
  );
  return cuts.flatMap(({ s, min, max, bandExtra }, cutIndex) => {
    const extras = base + (s === 2 ? EXTRA.secondSide : 0) + bandExtra;
    const single = euros(row.price + row.scale * extras);
    return TIERS.map(([q, factor], tierIndex) => {
      const vid = pid * 100 + cutIndex * TIERS.length + tierIndex + 1;
      return {
        f: row.format,
        c: look.c,
        t,
        h,
        s,
        q,
        min,
        max,
        pid,
        vid,
        p: euros(single * factor),
      };
    });
  });
}

function vinylEntries(row: FormatRow): Catalog['vinyls'] {
  return VINYL_LOOKS.flatMap((look) => {
    // The big (jukebox) hole is a 7 inch option, never on a picture disc (spec 2 §9).
    const holes: Hole[] =
      row.format === '7' && look.c !== PICTURE_DISC ? ['standard', 'big'] : ['standard'];
    return look.thicknesses.flatMap((t) => holes.flatMap((h) => discVariants({ row, look, t, h })));
  });
}

function labelEntries(): Catalog['labels'] {
  return LABEL_PRICES.flatMap(([c, price]) => {
    const pid = newPid();
    return TIERS.map(([q, factor], index) => ({
      c,
      q,
      ids: { pid, vid: pid * 100 + index + 1 },
      p: euros(price * factor),
    }));
  });
}

function coverEntries(row: FormatRow): Catalog['covers'] {
  // 5 inch sleeves are too small to fold: no gatefold there.
  const shapes: ['Yes' | 'No', 'Yes' | 'No', number][] = [
    ['No', 'No', 0],
    ['Yes', 'No', 1],
  ];
  if (row.format !== '5') shapes.push(['No', 'Yes', 7]);
  return COVER_LOOKS.flatMap((look) => {
    const pid = newPid();
    let variant = 0;
    return look.finishings.flatMap(([fin, finExtra]) =>
      shapes.map(([c_h, g, shapeExtra]) => {
        variant += 1;
        const p = euros(look.price * row.scale + finExtra + shapeExtra * row.scale);
        return { f: row.format, c: look.c, fin, c_h, g, ids: { pid, vid: pid * 100 + variant }, p };
      }),
    );
  });
}

function sleeveEntries(row: FormatRow, prices: [string, number][]): Catalog['innerSleeves'] {
  const pid = newPid();
  return prices.map(([c, price], index) => ({
    f: row.format,
    c,
    ids: { pid, vid: pid * 100 + index + 1 },
    p: euros(price * row.scale),
  }));
}

export function buildDefaultCatalogue(): Catalog {
  nextPid = 1000;
  return CatalogSchema.parse({
    formats: FORMAT_ROWS.flatMap(formatEntries),
    commonFormats: (['12', '10', '7'] as const).map((format) => ({ format, vinylsQuantity: 1 })),
    // spec 2 §9: two discs only for 7 and 10 inch.
    excludedFormats: (['12', '5'] as const).map((format) => ({ format, vinylsQuantity: 2 })),
    vinyls: FORMAT_ROWS.flatMap(vinylEntries),
    labels: labelEntries(),
    covers: FORMAT_ROWS.flatMap(coverEntries),
    innerSleeves: FORMAT_ROWS.flatMap((row) => sleeveEntries(row, INNER_SLEEVE_PRICES)),
    outerSleeves: FORMAT_ROWS.flatMap((row) => sleeveEntries(row, OUTER_SLEEVE_PRICES)),
    inventory: [],
    printSizes: DEFAULT_PRINT_SIZES,
    shipping: DEFAULT_SHIPPING,
    vat: DEFAULT_VAT,
    audioChecks: DEFAULT_AUDIO_CHECKS,
  });
}
