/**
 * How a colour is drawn (DESIGN.md "show, don't tell"). Presentation only: which colours
 * exist and what they cost come from the catalogue.
 */
export interface Look {
  fill: string;
  /** Transparent vinyl lets the background through. */
  opacity: number;
  /** Picture discs and printed parts are drawn with the customer's artwork: a pattern. */
  artwork?: boolean;
}

const LOOKS: Record<string, Look> = {
  Black: { fill: '#141311', opacity: 1 },
  White: { fill: '#f4f1ea', opacity: 1 },
  Transparent: { fill: '#d9dde3', opacity: 0.45 },
  'Transparent Green': { fill: '#2f9e5a', opacity: 0.6 },
  'Transparent Blue': { fill: '#2d6fd6', opacity: 0.6 },
  'Transparent Red': { fill: '#d63a3a', opacity: 0.6 },
  'Picture Disc': { fill: '#f2703a', opacity: 1, artwork: true },
  Printed: { fill: '#f2703a', opacity: 1, artwork: true },
  Yellow: { fill: '#f2c230', opacity: 1 },
  Pink: { fill: '#ef8fb7', opacity: 1 },
  Orange: { fill: '#f07a2f', opacity: 1 },
  Turquoise: { fill: '#2ec4b6', opacity: 1 },
  Brown: { fill: '#8a6a47', opacity: 1 },
};

/** A colour the plant added without a look here is drawn in a neutral grey. */
export function lookOf(color: string): Look {
  return LOOKS[color] ?? { fill: '#9a948a', opacity: 1 };
}
