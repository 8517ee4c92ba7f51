import type { ColourLook } from '@vinyl/domain';

/** How a colour is painted in the raster: the same looks as the web app's (`colourLook`). */
export type Paint = ColourLook;

/** The raster's background, and the hatching of a thumbnail still being made. */
export const BACKGROUND = '#efece6';
export const PENDING = { fill: '#d8d4cc', stroke: '#b9b3a8' };
