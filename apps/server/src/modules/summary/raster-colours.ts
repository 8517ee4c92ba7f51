/**
 * How a colour is painted in the raster (presentation only, like the web app's
 * `features/options/components/look.ts`, whose values these are: the preview on screen
 * and the composed image agree). Which colours exist and cost what is the catalogue's.
 */
export interface Paint {
  /** #rrggbb */
  fill: string;
  /** Transparent vinyl lets the background through. */
  opacity: number;
}

const PAINTS: Record<string, Paint> = {
  Black: { fill: '#141311', opacity: 1 },
  White: { fill: '#f4f1ea', opacity: 1 },
  Transparent: { fill: '#d9dde3', opacity: 0.45 },
  'Transparent Green': { fill: '#2f9e5a', opacity: 0.6 },
  'Transparent Blue': { fill: '#2d6fd6', opacity: 0.6 },
  'Transparent Red': { fill: '#d63a3a', opacity: 0.6 },
  'Picture Disc': { fill: '#f2703a', opacity: 1 },
  Printed: { fill: '#f2703a', opacity: 1 },
  Yellow: { fill: '#f2c230', opacity: 1 },
  Pink: { fill: '#ef8fb7', opacity: 1 },
  Orange: { fill: '#f07a2f', opacity: 1 },
  Turquoise: { fill: '#2ec4b6', opacity: 1 },
  Brown: { fill: '#8a6a47', opacity: 1 },
};

/** A colour the plant added without a paint here is drawn in a neutral grey. */
export function paintOf(color: string): Paint {
  return PAINTS[color] ?? { fill: '#9a948a', opacity: 1 };
}

/** The raster's background, and the hatching of a thumbnail still being made. */
export const BACKGROUND = '#efece6';
export const PENDING = { fill: '#d8d4cc', stroke: '#b9b3a8' };
