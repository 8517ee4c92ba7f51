import fontkit from '@pdf-lib/fontkit';
import type { Artwork, DesignDocument, DesignElement, DesignFontId } from '@vinyl/domain';
import {
  concatTransformationMatrix,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  cmyk,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import { fontBytes } from './design-fonts';
import { drawDesignImage, embedDesignImages, type LoadPrintImage } from './design-pdf-images';
import { exact, withExactNumbers } from './design-pdf-numbers';

const PT_PER_MM = 72 / 25.4;
const pt = (mm: number) => mm * PT_PER_MM;

/**
 * A design's colour in CMYK, as presses print and the print checks ask (an RGB file is
 * flagged): the plain conversion, black from the darkest channel.
 */
function colour(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => c / 255);
  const k = 1 - Math.max(r ?? 0, g ?? 0, b ?? 0);
  if (k >= 1) return cmyk(0, 0, 0, 1);
  const part = (channel = 0) => (1 - channel - k) / (1 - k);
  return cmyk(part(r), part(g), part(b), k);
}

/**
 * Draws `draw` in the element's own frame: origin at its top-left corner (x, y from the
 * page's top-left, mm), turned clockwise by its rotation, PDF units (points, y up) — so a
 * box of height h spans y from −h to 0.
 */
function inElementFrame(page: PDFPage, element: DesignElement, draw: () => void) {
  const angle = (-element.rotation * Math.PI) / 180;
  const [cos, sin] = [exact(Math.cos(angle)), exact(Math.sin(angle))];
  const x = pt(element.x);
  const y = page.getHeight() - pt(element.y);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(cos, sin, -sin, cos, x, y));
  draw();
  page.pushOperators(popGraphicsState());
}

function drawText(page: PDFPage, element: Extract<DesignElement, { type: 'text' }>, font: PDFFont) {
  const size = element.fontSizePt;
  const ascent = font.heightAtSize(size, { descender: false });
  const width = pt(element.width);
  element.text.split('\n').forEach((line, index) => {
    const lineWidth = font.widthOfTextAtSize(line, size);
    const offset =
      element.align === 'center'
        ? (width - lineWidth) / 2
        : element.align === 'right'
          ? width - lineWidth
          : 0;
    page.drawText(line, {
      x: offset,
      y: -(ascent + index * size * element.lineHeight),
      size,
      font,
      color: colour(element.fill),
      opacity: element.opacity,
    });
  });
}

interface Embedded {
  fonts: Map<DesignFontId, PDFFont>;
  images: Map<string, PDFImage>;
}

function drawElement(page: PDFPage, element: DesignElement, { fonts, images }: Embedded) {
  inElementFrame(page, element, () => {
    switch (element.type) {
      case 'text': {
        const font = fonts.get(element.fontId);
        if (font) drawText(page, element, font);
        return;
      }
      case 'rect':
        page.drawRectangle({
          x: 0,
          y: -pt(element.height),
          width: pt(element.width),
          height: pt(element.height),
          ...(element.fill && { color: colour(element.fill) }),
          ...(element.stroke &&
            element.strokeWidthMm > 0 && {
              borderColor: colour(element.stroke),
              borderWidth: pt(element.strokeWidthMm),
            }),
          opacity: element.opacity,
          borderOpacity: element.opacity,
        });
        return;
      case 'ellipse':
        page.drawEllipse({
          x: pt(element.width / 2),
          y: -pt(element.height / 2),
          xScale: pt(element.width / 2),
          yScale: pt(element.height / 2),
          ...(element.fill && { color: colour(element.fill) }),
          ...(element.stroke &&
            element.strokeWidthMm > 0 && {
              borderColor: colour(element.stroke),
              borderWidth: pt(element.strokeWidthMm),
            }),
          opacity: element.opacity,
          borderOpacity: element.opacity,
        });
        return;
      case 'line':
        page.drawLine({
          start: { x: 0, y: 0 },
          end: { x: pt(element.dx), y: -pt(element.dy) },
          thickness: pt(element.strokeWidthMm),
          color: colour(element.stroke),
          opacity: element.opacity,
        });
        return;
      case 'image': {
        const image = images.get(element.imageId);
        if (image) drawDesignImage(page, element, image);
        return;
      }
    }
  });
}

/** A design that places no image needs no loader; one that does and has none is a bug. */
const noImages: LoadPrintImage = (id) => Promise.reject(new Error(`no image loader for ${id}`));

/**
 * The print PDF of a design (issue 16): one page at the part's trim plus bleed, its trim
 * and bleed boxes set as the templates set them (so the shop's print checks read the part),
 * the background over the whole page, images at full resolution in CMYK, vector shapes,
 * and text in embedded, subset fonts. Made from the stored document, never from a picture
 * of the canvas.
 */
export async function renderDesignPdf(
  stored: DesignDocument,
  artwork: Pick<Artwork, 'page' | 'trim' | 'bleed' | 'name'>,
  loadImage: LoadPrintImage = noImages,
): Promise<Uint8Array> {
  const document = withExactNumbers(stored);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${artwork.name} (designed online)`);
  pdf.setProducer('Vinyl Press designer');
  const page = pdf.addPage([pt(artwork.page.width), pt(artwork.page.height)]);
  page.setBleedBox(0, 0, page.getWidth(), page.getHeight());
  page.setTrimBox(
    pt(artwork.bleed),
    pt(artwork.bleed),
    pt(artwork.trim.width),
    pt(artwork.trim.height),
  );
  page.drawRectangle({
    x: 0,
    y: 0,
    width: page.getWidth(),
    height: page.getHeight(),
    color: colour(document.background),
  });
  const fonts = new Map<DesignFontId, PDFFont>();
  for (const element of document.elements) {
    if (element.type !== 'text' || fonts.has(element.fontId)) continue;
    fonts.set(
      element.fontId,
      await pdf.embedFont(await fontBytes(element.fontId), { subset: true }),
    );
  }
  const images = await embedDesignImages(pdf, document, loadImage);
  for (const element of document.elements) drawElement(page, element, { fonts, images });
  return pdf.save();
}
