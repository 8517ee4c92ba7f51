/**
 * Builds the default catalogue (src/catalogue/default-catalogue.json): a price list a
 * small lathe-cut plant could open with. Run `npm run build:catalogue -w @vinyl/domain`
 * after changing it; a test keeps the JSON and this builder in step.
 *
 * Prices are euros. The cheapest disc of a format (black, 1.5 mm, standard hole, one
 * side, short band, 1 copy) costs exactly the "Starting from" price of spec 2 §9, and
 * each quantity tier (1, 2, 5, 10, 20 copies) is cheaper than the one before.
 */
import { type Catalog, CatalogSchema, type FormatEntry } from '../src/catalogue/schema';
import {
  FORMAT_DESCRIPTIONS,
  type Format,
  type Hole,
  PICTURE_DISC,
  type Rpm,
} from '../src/catalogue/values';
import { DEFAULT_PRINT_SIZES } from '../src/print-sizes';

interface FormatRow {
  format: Format;
  dimension: string;
  maxDuration: number;
  price: number;
  rpms: [Rpm, number][];
  /** Extras scale with the size of the disc. */
  scale: number;
}

// spec 2 §9 "Formats" and "Rpm limits per side".
const FORMAT_ROWS: FormatRow[] = [
  {
    format: '12',
    dimension: '30x30',
    maxDuration: 3000,
    price: 28,
    rpms: [
      ['33', 1500],
      ['45', 600],
    ],
    scale: 1,
  },
  {
    format: '10',
    dimension: '25x25',
    maxDuration: 1200,
    price: 27,
    rpms: [
      ['33', 600],
      ['45', 480],
      ['78', 240],
    ],
    scale: 0.9,
  },
  {
    format: '7',
    dimension: '18x18',
    maxDuration: 840,
    price: 20,
    rpms: [
      ['33', 420],
      ['45', 360],
    ],
    scale: 0.7,
  },
  {
    format: '5',
    dimension: '12.7x12.7',
    maxDuration: 240,
    price: 10,
    rpms: [['45', 120]],
    scale: 0.5,
  },
];

const TIERS: [number, number][] = [
  [1, 1],
  [2, 0.95],
  [5, 0.9],
  [10, 0.85],
  [20, 0.8],
];

const VINYL_LOOKS: { c: string; thicknesses: number[]; extra: number }[] = [
  { c: 'Black', thicknesses: [2, 1.5], extra: 0 },
  { c: 'Transparent', thicknesses: [2, 1.5], extra: 2 },
  { c: 'White', thicknesses: [2], extra: 2 },
  { c: 'Transparent Green', thicknesses: [2], extra: 3 },
  { c: 'Transparent Blue', thicknesses: [2], extra: 3 },
  { c: 'Transparent Red', thicknesses: [2], extra: 3 },
  { c: PICTURE_DISC, thicknesses: [1.5], extra: 12 },
  { c: 'Yellow', thicknesses: [2], extra: 3 },
  { c: 'Pink', thicknesses: [2], extra: 3 },
  { c: 'Orange', thicknesses: [2], extra: 3 },
  { c: 'Turquoise', thicknesses: [2], extra: 3 },
];

const EXTRA = { thickness2: 1, bigHole: 1, secondSide: 4, longBand: 6 };

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

function vinylEntries(row: FormatRow): Catalog['vinyls'] {
  const entries: Catalog['vinyls'] = [];
  for (const look of VINYL_LOOKS) {
    const holes: Hole[] =
      row.format === '7' && look.c !== PICTURE_DISC ? ['standard', 'big'] : ['standard'];
    for (const t of look.thicknesses) {
      for (const h of holes) {
        const pid = newPid();
        let variant = 0;
        for (const s of [1, 2] as const) {
          for (const [min, max, bandExtra] of bands(row, s)) {
            const extras =
              look.extra +
              (t === 2 ? EXTRA.thickness2 : 0) +
              (h === 'big' ? EXTRA.bigHole : 0) +
              (s === 2 ? EXTRA.secondSide : 0) +
              bandExtra;
            const single = euros(row.price + row.scale * extras);
            for (const [q, factor] of TIERS) {
              variant += 1;
              entries.push({
                f: row.format,
                c: look.c,
                t,
                h,
                s,
                q,
                min,
                max,
                pid,
                vid: pid * 100 + variant,
                p: euros(single * factor),
              });
            }
          }
        }
      }
    }
  }
  return entries;
}

function labelEntries(): Catalog['labels'] {
  return [
    ['White', 2.5],
    ['Printed', 4.5],
  ].flatMap(([c, price]) => {
    const pid = newPid();
    return TIERS.map(([q, factor], index) => ({
      c: String(c),
      q,
      ids: { pid, vid: pid * 100 + index + 1 },
      p: euros(Number(price) * factor),
    }));
  });
}

const COVER_LOOKS: { c: string; price: number; finishings: [string, number][] }[] = [
  {
    c: 'Printed',
    price: 9,
    finishings: [
      ['Coated', 0],
      ['Matt', 0.5],
      ['Glossy', 1],
    ],
  },
  { c: 'Black', price: 5, finishings: [['Matt', 0]] },
  { c: 'White', price: 5, finishings: [['Matt', 0]] },
  { c: 'Brown', price: 4.5, finishings: [['Matt', 0]] },
];

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
    innerSleeves: FORMAT_ROWS.flatMap((row) =>
      sleeveEntries(row, [
        ['White', 1.5],
        ['Black', 1.5],
        ['Transparent', 2],
        ['Printed', 5],
      ]),
    ),
    outerSleeves: FORMAT_ROWS.flatMap((row) => sleeveEntries(row, [['Transparent', 1]])),
    inventory: [],
    printSizes: DEFAULT_PRINT_SIZES,
  });
}
