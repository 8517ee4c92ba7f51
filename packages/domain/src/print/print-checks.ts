import { z } from 'zod';
import type { Artwork } from './artwork';
import type { PrintSizes, Rectangle } from './print-sizes';

/**
 * Print checks on an uploaded PDF (issue 8 item 4; reference sheet "Artwork rules": 300 dpi,
 * CMYK, the template's size with 3 mm bleed). The server reads the facts from the file; this
 * rule turns them into the problems the graphics screen lists in the customer's language.
 * A wrong size must be acknowledged by the customer; the other problems are advice.
 */

/** A box of page 1 in millimetres, from the page's lower-left corner. */
export const PdfBoxSchema = z.object({
  left: z.number(),
  bottom: z.number(),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
});
export type PdfBox = z.infer<typeof PdfBoxSchema>;

export const PdfImageFactSchema = z.object({
  widthPx: z.number().int().positive(),
  heightPx: z.number().int().positive(),
  /** Effective resolution at the size it is placed on the page (the lower of both axes). */
  dpi: z.number().nonnegative(),
});
export type PdfImageFact = z.infer<typeof PdfImageFactSchema>;

export const PdfFactsSchema = z.object({
  pageCount: z.number().int().positive(),
  /** Page 1 as a viewer shows it: the crop box within the media box. */
  page: PdfBoxSchema,
  /** Page 1's trim and bleed boxes when the file sets them. */
  trimBox: PdfBoxSchema.nullable(),
  bleedBox: PdfBoxSchema.nullable(),
  /** 0, 90, 180 or 270. */
  rotation: z.number().int(),
  /** Images placed on page 1, once the page has been analysed (null before). */
  images: z.array(PdfImageFactSchema).nullable(),
  /** RGB found on page 1: images in an RGB colour space, and RGB fills or strokes. */
  rgb: z.object({ images: z.number().int().nonnegative(), vector: z.boolean() }),
});
export type PdfFacts = z.infer<typeof PdfFactsSchema>;

/** Two sizes within this many millimetres on each side are the same size. */
export const PAGE_SIZE_TOLERANCE_MM = 1;

export type PrintProblem =
  /** More pages than one: only the first is printed. */
  | { code: 'pages'; pages: number; acknowledge: false }
  /** The page is not the template's size. */
  | { code: 'size'; found: Rectangle; expected: Rectangle; acknowledge: true }
  /** The finished size without (enough) bleed: the trim would cut into the artwork. */
  | { code: 'bleed'; found: Rectangle; expected: Rectangle; acknowledge: true }
  /** An image below the resolution print needs at the size it is placed. */
  | { code: 'resolution'; dpi: number; required: number; minimum: number; acknowledge: false }
  /** RGB colour: the printed colours will shift when converted to CMYK. */
  | { code: 'rgb'; images: number; vector: boolean; acknowledge: false };

export type PrintProblemCode = PrintProblem['code'];

const round1 = (value: number) => Math.round(value * 10) / 10;
const sizeOf = (box: Rectangle): Rectangle => ({
  width: round1(box.width),
  height: round1(box.height),
});

function sameSize(a: Rectangle, b: Rectangle): boolean {
  return (
    Math.abs(a.width - b.width) <= PAGE_SIZE_TOLERANCE_MM &&
    Math.abs(a.height - b.height) <= PAGE_SIZE_TOLERANCE_MM
  );
}

/** A box as the page is shown: a quarter turn swaps width and height. */
function shown(box: Rectangle, rotation: number): Rectangle {
  const quarter = Math.abs(rotation / 90) % 2 === 1;
  return quarter ? { width: box.height, height: box.width } : box;
}

/** The bleed the file carries around its trim box: the smallest margin to the bleed (or page) box. */
function bleedAround(trim: PdfBox, outer: PdfBox): number {
  return Math.min(
    trim.left - outer.left,
    trim.bottom - outer.bottom,
    outer.left + outer.width - (trim.left + trim.width),
    outer.bottom + outer.height - (trim.bottom + trim.height),
  );
}

function intersect(a: PdfBox, b: PdfBox): PdfBox {
  const left = Math.max(a.left, b.left);
  const bottom = Math.max(a.bottom, b.bottom);
  const right = Math.min(a.left + a.width, b.left + b.width);
  const top = Math.min(a.bottom + a.height, b.bottom + b.height);
  return { left, bottom, width: Math.max(0, right - left), height: Math.max(0, top - bottom) };
}

function sizeProblem(facts: PdfFacts, artwork: Artwork): PrintProblem | undefined {
  const page = shown(facts.page, facts.rotation);
  const { trimBox } = facts;
  if (trimBox && !sameSize(trimBox, facts.page)) {
    // The file says where it is cut: the trim must be the part's, with bleed around it.
    const trim = shown(trimBox, facts.rotation);
    if (!sameSize(trim, artwork.trim)) {
      return { code: 'size', found: sizeOf(trim), expected: artwork.trim, acknowledge: true };
    }
    const outer = facts.bleedBox ? intersect(facts.bleedBox, facts.page) : facts.page;
    if (bleedAround(trimBox, outer) < artwork.bleed - PAGE_SIZE_TOLERANCE_MM) {
      return { code: 'bleed', found: sizeOf(page), expected: artwork.page, acknowledge: true };
    }
    return undefined;
  }
  if (sameSize(page, artwork.page)) return undefined;
  if (sameSize(page, artwork.trim)) {
    return { code: 'bleed', found: sizeOf(page), expected: artwork.page, acknowledge: true };
  }
  return { code: 'size', found: sizeOf(page), expected: artwork.page, acknowledge: true };
}

/**
 * The problems of a file for a part, most serious first. Without an artwork (a file kept for
 * no part, such as the album's print PDF) only the file's own problems are listed.
 */
export function checkPrintFile(
  facts: PdfFacts,
  artwork: Artwork | undefined,
  sizes: Pick<PrintSizes, 'dpi' | 'minDpi'>,
): PrintProblem[] {
  const problems: PrintProblem[] = [];
  const size = artwork && sizeProblem(facts, artwork);
  if (size) problems.push(size);
  if (facts.pageCount > 1) {
    problems.push({ code: 'pages', pages: facts.pageCount, acknowledge: false });
  }
  const lowest = Math.min(...(facts.images ?? []).map((image) => image.dpi));
  // Half a dot short of the target is the same 300 dpi a designer typed in.
  if (Number.isFinite(lowest) && lowest < sizes.dpi - 0.5) {
    problems.push({
      code: 'resolution',
      dpi: Math.floor(lowest),
      required: sizes.dpi,
      minimum: sizes.minDpi,
      acknowledge: false,
    });
  }
  if (facts.rgb.images > 0 || facts.rgb.vector) {
    problems.push({ code: 'rgb', ...facts.rgb, acknowledge: false });
  }
  return problems;
}

/** True when a problem needs the customer's "use it anyway" before the file is accepted. */
export function needsAcknowledgement(problems: readonly PrintProblem[]): boolean {
  return problems.some((problem) => problem.acknowledge);
}
