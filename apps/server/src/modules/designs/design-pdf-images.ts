import { designImageIds, type DesignDocument, type DesignElement } from '@vinyl/domain';
import {
  clip,
  endPath,
  PDFName,
  PDFRawStream,
  rectangle,
  type PDFDocument,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import type { PrintImage } from '../design-images';
import { exact } from './design-pdf-numbers';

const PT_PER_MM = 72 / 25.4;
const pt = (mm: number) => mm * PT_PER_MM;

/** Where the print PDF gets a placed image's full bytes (the design-images service). */
export type LoadPrintImage = (imageId: string) => Promise<PrintImage>;

/**
 * The bytes at the start of a buffer of their own: pdf-lib reads a JPEG's header through
 * `new DataView(bytes.buffer)`, ignoring the offset, and a small file read into Node's
 * shared buffer pool starts part-way into its buffer ("SOI not found in JPEG").
 */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}

/**
 * Embeds each image the design places once, at full resolution: the CMYK JPEG as it is
 * stored (no decoding, no resampling), with its alpha as a soft mask when it has one.
 */
export async function embedDesignImages(
  pdf: PDFDocument,
  document: DesignDocument,
  load: LoadPrintImage,
): Promise<Map<string, PDFImage>> {
  const embedded = new Map<string, PDFImage>();
  for (const id of designImageIds(document)) {
    const source = await load(id);
    const image = await pdf.embedJpg(ownBuffer(source.jpeg));
    if (source.alpha) {
      // The image's dictionary exists once it is embedded: only then can it take the mask.
      await image.embed();
      const mask = pdf.context.register(
        pdf.context.stream(source.alpha, {
          Type: 'XObject',
          Subtype: 'Image',
          Width: source.widthPx,
          Height: source.heightPx,
          ColorSpace: 'DeviceGray',
          BitsPerComponent: 8,
          Filter: 'FlateDecode',
        }),
      );
      const xobject = pdf.context.lookup(image.ref);
      if (xobject instanceof PDFRawStream) xobject.dict.set(PDFName.of('SMask'), mask);
    }
    embedded.set(id, image);
  }
  return embedded;
}

/**
 * Draws a placed image in its element's frame (origin at the box's top-left, y up, so the
 * box spans y from −height to 0). The crop is the part of the source shown, as fractions:
 * the whole image is drawn scaled so that part fills the box, and the box clips the rest.
 */
export function drawDesignImage(
  page: PDFPage,
  element: Extract<DesignElement, { type: 'image' }>,
  image: PDFImage,
): void {
  const crop = element.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  const [width, height] = [pt(element.width), pt(element.height)];
  if (width <= 0 || height <= 0 || crop.width <= 0 || crop.height <= 0) return;
  const whole = { width: width / crop.width, height: height / crop.height };
  if (element.crop) page.pushOperators(rectangle(0, -height, width, height), clip(), endPath());
  page.drawImage(image, {
    x: exact(-crop.x * whole.width),
    // The image's top edge sits crop.y of its height above the box's top.
    y: exact(crop.y * whole.height - whole.height),
    width: exact(whole.width),
    height: exact(whole.height),
    opacity: element.opacity,
  });
}
