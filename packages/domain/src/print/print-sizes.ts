import { z } from 'zod';
import { FORMATS, type Format } from '../catalogue/values';

/**
 * Print and disc sizes in millimetres (shared/reference/print-and-disc-sizes.md).
 * They travel in the catalogue (`printSizes`) so the plant can correct them; values no
 * plant source confirmed are named in `inferred`. PDF templates and print checks are
 * built from these numbers.
 */
const MmSchema = z.number().positive();
export const RectangleSchema = z.object({ width: MmSchema, height: MmSchema });
export type Rectangle = z.infer<typeof RectangleSchema>;

export const FormatPrintSizesSchema = z.object({
  discDiameter: MmSchema,
  labelDiameter: MmSchema,
  /** Jukebox hole, 7 inch only. */
  bigHoleDiameter: MmSchema.nullable(),
  jacket: RectangleSchema,
  jacketSpine: z.object({ oneDisc: z.number().nonnegative(), twoDiscs: z.number().nonnegative() }),
  gatefoldClosed: RectangleSchema.nullable(),
  gatefoldFlat: RectangleSchema.nullable(),
  gatefoldSpine: MmSchema.nullable(),
  innerSleeve: RectangleSchema,
  inferred: z.array(z.string()),
});
export type FormatPrintSizes = z.infer<typeof FormatPrintSizesSchema>;

export const PrintSizesSchema = z.object({
  bleed: MmSchema,
  safetyMargin: MmSchema,
  frameMargin: MmSchema,
  pictureDiscLeadIn: MmSchema,
  spindleHoleDiameter: MmSchema,
  dpi: z.number().int().positive(),
  minDpi: z.number().int().positive(),
  maxFileMegabytes: z.number().positive(),
  formats: z.object(
    Object.fromEntries(FORMATS.map((format) => [format, FormatPrintSizesSchema])) as Record<
      Format,
      typeof FormatPrintSizesSchema
    >,
  ),
});
export type PrintSizes = z.infer<typeof PrintSizesSchema>;

const square = (side: number): Rectangle => ({ width: side, height: side });

export const DEFAULT_PRINT_SIZES: PrintSizes = {
  bleed: 3,
  safetyMargin: 3,
  frameMargin: 5,
  pictureDiscLeadIn: 6,
  spindleHoleDiameter: 7.24,
  dpi: 300,
  minDpi: 200,
  maxFileMegabytes: 120,
  formats: {
    '12': {
      discDiameter: 302,
      labelDiameter: 100,
      bigHoleDiameter: null,
      jacket: square(314),
      jacketSpine: { oneDisc: 3, twoDiscs: 5 },
      gatefoldClosed: square(313),
      gatefoldFlat: { width: 630, height: 625 },
      gatefoldSpine: 5,
      innerSleeve: square(305),
      inferred: ['innerSleeve'],
    },
    '10': {
      discDiameter: 250,
      labelDiameter: 100,
      bigHoleDiameter: null,
      jacket: square(260),
      jacketSpine: { oneDisc: 3, twoDiscs: 5 },
      gatefoldClosed: square(260),
      gatefoldFlat: { width: 525, height: 260 },
      gatefoldSpine: 5,
      innerSleeve: square(254),
      inferred: [
        'jacket',
        'jacketSpine',
        'gatefoldClosed',
        'gatefoldFlat',
        'gatefoldSpine',
        'innerSleeve',
      ],
    },
    '7': {
      discDiameter: 175,
      labelDiameter: 92,
      bigHoleDiameter: 38.1,
      jacket: square(184),
      jacketSpine: { oneDisc: 0, twoDiscs: 4 },
      gatefoldClosed: { width: 183, height: 184 },
      gatefoldFlat: { width: 370, height: 184 },
      gatefoldSpine: 4,
      innerSleeve: square(178),
      inferred: ['jacketSpine', 'gatefoldFlat', 'innerSleeve'],
    },
    '5': {
      discDiameter: 127,
      labelDiameter: 70,
      bigHoleDiameter: null,
      jacket: square(135),
      jacketSpine: { oneDisc: 0, twoDiscs: 0 },
      gatefoldClosed: null,
      gatefoldFlat: null,
      gatefoldSpine: null,
      innerSleeve: square(130),
      inferred: ['labelDiameter', 'jacket', 'jacketSpine', 'innerSleeve'],
    },
  },
};

/** The artwork of a rectangular part: the finished size plus bleed on every edge. */
export function withBleed(size: Rectangle, bleed: number): Rectangle {
  return { width: size.width + 2 * bleed, height: size.height + 2 * bleed };
}

/** The artwork diameter of a round part (label, picture disc): finished diameter plus bleed all round. */
export function roundArtworkDiameter(diameter: number, bleed: number): number {
  return diameter + 2 * bleed;
}

/** Pixels needed for a length in millimetres at a resolution in dots per inch. */
export function millimetresToPixels(mm: number, dpi: number): number {
  return Math.round((mm / 25.4) * dpi);
}
