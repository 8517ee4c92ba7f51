import { z } from 'zod';

/**
 * The online designer's document (issue 16): what the canvas draws, the server stores with
 * the album and renders into the print PDF. One source: the canvas and the PDF both read it.
 *
 * Units are millimetres; the origin is the top-left corner of the whole page, bleed
 * included (the artwork's `page`); an element's `x, y` is the top-left corner of its box
 * before rotation, and `rotation` turns it clockwise, in degrees, about that corner (the
 * canvas library's own convention, so the editor maps it one to one).
 */
export const DESIGN_VERSION = 1;
export const MAX_DESIGN_ELEMENTS = 500;
export const MAX_DESIGN_TEXT = 2000;

/** A size or position on a page: no part is over a metre and a half (a 12″ gatefold flat). */
const Mm = z.number().finite().min(-2000).max(2000);
const Length = z.number().finite().min(0).max(2000);
const Colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour is #rrggbb');

const Placement = {
  id: z.string().min(1).max(64),
  name: z.string().max(100).optional(),
  locked: z.boolean().optional(),
  x: Mm,
  y: Mm,
  rotation: z.number().finite().min(-360).max(360).default(0),
  opacity: z.number().min(0).max(1).default(1),
};

export const DesignFontIdSchema = z.enum(['sans', 'serif', 'mono']);
export type DesignFontId = z.infer<typeof DesignFontIdSchema>;

const Fraction = z.number().min(0).max(1);

export const DesignElementSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('image'),
      ...Placement,
      imageId: z.string().min(1).max(64),
      width: Length,
      height: Length,
      /** The part of the source image shown, as fractions of its width and height. */
      crop: z.object({ x: Fraction, y: Fraction, width: Fraction, height: Fraction }).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('text'),
      ...Placement,
      text: z.string().max(MAX_DESIGN_TEXT),
      fontId: DesignFontIdSchema,
      fontSizePt: z.number().min(4).max(400),
      fill: Colour,
      align: z.enum(['left', 'center', 'right']).default('left'),
      lineHeight: z.number().min(0.5).max(3).default(1.2),
      width: Length,
    })
    .strict(),
  z
    .object({
      type: z.literal('rect'),
      ...Placement,
      width: Length,
      height: Length,
      fill: Colour.nullable(),
      stroke: Colour.nullable(),
      strokeWidthMm: z.number().min(0).max(50).default(0),
    })
    .strict(),
  z
    .object({
      type: z.literal('ellipse'),
      ...Placement,
      width: Length,
      height: Length,
      fill: Colour.nullable(),
      stroke: Colour.nullable(),
      strokeWidthMm: z.number().min(0).max(50).default(0),
    })
    .strict(),
  z
    .object({
      type: z.literal('line'),
      ...Placement,
      /** The end point, relative to (x, y). */
      dx: Mm,
      dy: Mm,
      stroke: Colour,
      strokeWidthMm: z.number().min(0.05).max(50),
    })
    .strict(),
]);
export type DesignElement = z.infer<typeof DesignElementSchema>;

export const DesignDocumentSchema = z
  .object({
    version: z.literal(DESIGN_VERSION),
    /** The page the design was made for (trim + bleed), mm: checked against the part's. */
    page: z.object({ width: Length, height: Length }).strict(),
    background: Colour,
    elements: z.array(DesignElementSchema).max(MAX_DESIGN_ELEMENTS),
  })
  .strict()
  .superRefine((document, context) => {
    const ids = new Set<string>();
    for (const [index, element] of document.elements.entries()) {
      if (ids.has(element.id)) {
        context.addIssue({
          code: 'custom',
          path: ['elements', index, 'id'],
          message: 'ids repeat',
        });
      }
      ids.add(element.id);
    }
  });
export type DesignDocument = z.infer<typeof DesignDocumentSchema>;

/** A blank design for a page: white, nothing on it. */
export function blankDesign(page: { width: number; height: number }): DesignDocument {
  return { version: DESIGN_VERSION, page: { ...page }, background: '#ffffff', elements: [] };
}

/** The ids of the images a design places (each must be its owner's). */
export function designImageIds(document: DesignDocument): string[] {
  const ids = document.elements.flatMap((element) =>
    element.type === 'image' ? [element.imageId] : [],
  );
  return [...new Set(ids)];
}
