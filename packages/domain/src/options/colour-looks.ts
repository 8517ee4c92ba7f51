/**
 * How a catalogue colour is drawn: on the options swatches, in the album preview and in the
 * composed raster image, so the three agree (DESIGN.md "show, don't tell"). Presentation
 * only: which colours exist and what they cost come from the catalogue.
 */
export interface ColourLook {
  /** #rrggbb */
  fill: string;
  /** Transparent vinyl lets the background through (0–1). */
  opacity: number;
  /** Picture discs and printed parts are drawn with the customer's artwork. */
  artwork?: boolean;
}

const LOOKS: Record<string, ColourLook> = {
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

const UNKNOWN: ColourLook = { fill: '#9a948a', opacity: 1 };

/** A colour the plant added without a look here is drawn in a neutral grey. */
export function colourLook(colour: string): ColourLook {
  return LOOKS[colour] ?? UNKNOWN;
}

/** The look as a CSS colour: `#rrggbb`, or `rgba(…)` for a see-through one. */
export function cssColour(colour: string): string {
  const { fill, opacity } = colourLook(colour);
  if (opacity >= 1) return fill;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(fill.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

/** Dark colours get light grooves and text. */
export function isDarkColour(colour: string): boolean {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) =>
    parseInt(colourLook(colour).fill.slice(at, at + 2), 16),
  );
  return 0.299 * r + 0.587 * g + 0.114 * b < 140;
}
