/**
 * Price list of the default catalogue, in euros for one copy of a 12 inch; extras scale
 * with the disc size (`scale`). The cheapest disc of each format costs its "Starting
 * from" price of spec 2 §9.
 */
import { type Format, PICTURE_DISC, type Rpm } from '../src/catalogue/values';

export interface FormatRow {
  format: Format;
  dimension: string;
  maxDuration: number;
  price: number;
  rpms: [Rpm, number][];
  /** Extras scale with the size of the disc. */
  scale: number;
}

// spec 2 §9 "Formats" and "Rpm limits per side".
export const FORMAT_ROWS: FormatRow[] = [
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

export const TIERS: [number, number][] = [
  [1, 1],
  [2, 0.95],
  [5, 0.9],
  [10, 0.85],
  [20, 0.8],
];

export const VINYL_LOOKS: { c: string; thicknesses: number[]; extra: number }[] = [
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

export const EXTRA = { thickness2: 1, bigHole: 1, secondSide: 4, longBand: 6 };

export const COVER_LOOKS: { c: string; price: number; finishings: [string, number][] }[] = [
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

export const INNER_SLEEVE_PRICES: [string, number][] = [
  ['White', 1.5],
  ['Black', 1.5],
  ['Transparent', 2],
  ['Printed', 5],
];

export const OUTER_SLEEVE_PRICES: [string, number][] = [['Transparent', 1]];

export const LABEL_PRICES: [string, number][] = [
  ['White', 2.5],
  ['Printed', 4.5],
];
