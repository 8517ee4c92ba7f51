import {
  blankDesign,
  DEFAULT_PRINT_SIZES,
  describeArtwork,
  listTemplateSpecs,
  type Artwork,
  type DesignDocument,
  type DesignElement,
} from '@vinyl/domain';
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintImage } from '../../src/modules/design-images';
import { DESIGN_IMAGE_LIMITS } from '../../src/modules/design-images/design-image-limits';
import {
  alphaMask,
  processImage,
  readImageHeader,
} from '../../src/modules/design-images/design-image-processing';
import { renderDesignPdf } from '../../src/modules/designs/design-pdf';
import { createPdfProcessor, type PdfProcessor } from '../../src/modules/files/pdf/pdf-processor';
import { makePicture } from '../support/design-images';
import { imagePlacements, type Box } from '../support/pdf-placements';

const pt = (mm: number) => (mm * 72) / 25.4;
const mm = (points: number) => (points * 25.4) / 72;

/** What the design-images service hands the PDF: the CMYK copy (and alpha), as stored. */
async function printImageOf(bytes: Buffer): Promise<PrintImage> {
  const header = await readImageHeader(bytes, DESIGN_IMAGE_LIMITS);
  const made = await processImage(bytes, header, DESIGN_IMAGE_LIMITS);
  const image = { jpeg: made.print, widthPx: made.widthPx, heightPx: made.heightPx };
  if (!made.hasAlpha) return image;
  return { ...image, alpha: (await alphaMask(bytes, DESIGN_IMAGE_LIMITS)).deflated };
}

const placed = (
  overrides: Partial<Extract<DesignElement, { type: 'image' }>> = {},
): DesignElement => ({
  type: 'image',
  id: 'photo',
  imageId: 'img-1',
  x: 0,
  y: 0,
  width: 100,
  height: 100,
  rotation: 0,
  opacity: 1,
  ...overrides,
});

/** A square test page, 100 mm with 3 mm bleed. */
const square: Pick<Artwork, 'page' | 'trim' | 'bleed' | 'name'> = {
  name: 'test-square',
  page: { width: 100, height: 100 },
  trim: { width: 94, height: 94 },
  bleed: 3,
};

function expectCovers(box: Box, page: { width: number; height: number }, label = '') {
  expect(box.left, label).toBeLessThanOrEqual(0.01);
  expect(box.bottom, label).toBeLessThanOrEqual(0.01);
  expect(box.right, label).toBeGreaterThanOrEqual(page.width - 0.01);
  expect(box.top, label).toBeGreaterThanOrEqual(page.height - 0.01);
}

describe('images in the print PDF of a design', () => {
  let processor: PdfProcessor;
  /** Four quadrants: red top-left, green top-right, blue bottom-left, yellow bottom-right. */
  let quadrants: PrintImage;

  beforeAll(async () => {
    processor = createPdfProcessor({ timeoutMs: 60_000 });
    const tile = (colour: string) =>
      sharp({ create: { width: 200, height: 200, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const picture = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#000' },
    })
      .composite([
        { input: await tile('#ff0000'), left: 0, top: 0 },
        { input: await tile('#00ff00'), left: 200, top: 0 },
        { input: await tile('#0000ff'), left: 0, top: 200 },
        { input: await tile('#ffff00'), left: 200, top: 200 },
      ])
      .png()
      .toBuffer();
    quadrants = await printImageOf(picture);
  }, 60_000);
  afterAll(() => processor.close());

  /** The page rendered 200 px wide, and the colour at a point given in mm from the top-left. */
  async function renderAt(pdf: Uint8Array, page: { width: number }) {
    const rendered = await processor.render(new Uint8Array(pdf), 200);
    const { data, info } = await sharp(Buffer.from(rendered.png))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const scale = info.width / page.width;
    return (xMm: number, yMm: number) => {
      const index = (Math.floor(yMm * scale) * info.width + Math.floor(xMm * scale)) * 3;
      return [data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0];
    };
  }
  // pdfjs shows CMYK through its own plain conversion: colours are dulled, not exact.
  const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 180 && g < 90 && b < 90;
  const isGreen = ([r = 0, g = 0, b = 0]: number[]) => g > r + 40 && g > b + 80;
  const isBlue = ([r = 0, g = 0, b = 0]: number[]) => b > r + 80 && b > g + 80;
  const isWhite = (rgb: number[]) => rgb.every((channel) => channel > 240);

  it('places a full-bleed photo at its full pixel size, in CMYK, covering the whole page', async () => {
    const cover = describeArtwork(
      { part: 'cover', format: '12', gatefold: false, inside: false, dieCut: false },
      DEFAULT_PRINT_SIZES,
    )!;
    const photo = await printImageOf(
      await makePicture({ width: 2000, height: 1000, format: 'jpeg' }),
    );
    const document: DesignDocument = {
      ...blankDesign(cover.page),
      elements: [placed({ width: cover.page.width, height: cover.page.height })],
    };
    const bytes = await renderDesignPdf(document, cover, () => Promise.resolve(photo));
    const pdf = await PDFDocument.load(bytes);
    const page = pdf.getPage(0);
    expect(mm(page.getWidth())).toBeCloseTo(cover.page.width, 1);
    expect(mm(page.getHeight())).toBeCloseTo(cover.page.height, 1);
    const [image, ...others] = imagePlacements(pdf);
    expect(others).toEqual([]);
    expect(image).toMatchObject({
      widthPx: 2000,
      heightPx: 1000,
      colourSpace: '/DeviceCMYK',
      filter: '/DCTDecode',
      hasSoftMask: false,
    });
    expectCovers(image!.box, { width: page.getWidth(), height: page.getHeight() });
  });

  it('shows the cropped part only, filling the element box, in its own colours', async () => {
    // The top-right quarter (green) fills a 60 mm box at (20, 20).
    const document: DesignDocument = {
      ...blankDesign(square.page),
      elements: [
        placed({
          x: 20,
          y: 20,
          width: 60,
          height: 60,
          crop: { x: 0.5, y: 0, width: 0.5, height: 0.5 },
        }),
      ],
    };
    const bytes = await renderDesignPdf(document, square, () => Promise.resolve(quadrants));
    const [image] = imagePlacements(await PDFDocument.load(bytes));
    // The whole image is drawn twice the box's size, clipped to the box.
    expect(image!.clips).toHaveLength(1);
    const clip = image!.clips[0]!;
    expect(mm(clip.left)).toBeCloseTo(20, 3);
    expect(mm(clip.right)).toBeCloseTo(80, 3);
    expect(mm(image!.box.right - image!.box.left)).toBeCloseTo(120, 3);
    const colourAt = await renderAt(bytes, square.page);
    for (const [x, y] of [
      [25, 25],
      [50, 50],
      [75, 75],
    ] as const) {
      expect(isGreen(colourAt(x, y)), `${x},${y}: ${colourAt(x, y).join(',')}`).toBe(true);
    }
    expect(isWhite(colourAt(10, 10))).toBe(true);
    expect(isWhite(colourAt(90, 90))).toBe(true);
    expect(isWhite(colourAt(15, 50))).toBe(true);
  });

  it('turns an image about its top-left corner and draws it half transparent', async () => {
    const document: DesignDocument = {
      ...blankDesign(square.page),
      elements: [placed({ x: 50, y: 50, width: 40, height: 20, rotation: 90, opacity: 0.5 })],
    };
    const bytes = await renderDesignPdf(document, square, () => Promise.resolve(quadrants));
    const [image] = imagePlacements(await PDFDocument.load(bytes));
    // A quarter turn clockwise about (50, 50) mm from the top-left: 20 mm wide, 40 mm down.
    expect(mm(image!.box.left)).toBeCloseTo(30, 3);
    expect(mm(image!.box.right)).toBeCloseTo(50, 3);
    expect(mm(pt(100) - image!.box.top)).toBeCloseTo(50, 3);
    expect(mm(pt(100) - image!.box.bottom)).toBeCloseTo(90, 3);
    const colourAt = await renderAt(bytes, square.page);
    // Half-transparent red over white: pink, not red and not white.
    const pink = colourAt(48, 52);
    expect(pink[0], pink.join(',')).toBeGreaterThan(200);
    expect(pink[1], pink.join(',')).toBeGreaterThan(90);
    expect(pink[1], pink.join(',')).toBeLessThan(200);
  });

  it('masks the transparent part of a PNG with its alpha', async () => {
    // A red dot on a transparent square, over a blue page.
    const dot = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="100" r="40" fill="#ff0000"/></svg>',
    );
    const png = await sharp(dot).png().toBuffer();
    const logo = await printImageOf(png);
    expect(logo.alpha).toBeDefined();
    const document: DesignDocument = {
      ...blankDesign(square.page),
      background: '#0000ff',
      elements: [placed()],
    };
    const bytes = await renderDesignPdf(document, square, () => Promise.resolve(logo));
    const [image] = imagePlacements(await PDFDocument.load(bytes));
    expect(image!.hasSoftMask).toBe(true);
    const colourAt = await renderAt(bytes, square.page);
    expect(isRed(colourAt(50, 50)), colourAt(50, 50).join(',')).toBe(true);
    expect(isBlue(colourAt(5, 5)), colourAt(5, 5).join(',')).toBe(true);
  });

  it('embeds a 16-bit PNG (through its 8-bit CMYK copy) and a placed image once however often it is placed', async () => {
    const deep = await printImageOf(
      await makePicture({ width: 300, height: 150, format: 'png', sixteenBit: true }),
    );
    const document: DesignDocument = {
      ...blankDesign(square.page),
      elements: [placed({ id: 'a' }), placed({ id: 'b', x: 10, width: 20, height: 10 })],
    };
    let loads = 0;
    const bytes = await renderDesignPdf(document, square, () => {
      loads += 1;
      return Promise.resolve(deep);
    });
    const placements = imagePlacements(await PDFDocument.load(bytes));
    expect(loads).toBe(1);
    expect(placements).toHaveLength(2);
    expect(new Set(placements.map((image) => image.ref)).size).toBe(1);
    expect(placements[0]).toMatchObject({
      widthPx: 300,
      heightPx: 150,
      colourSpace: '/DeviceCMYK',
    });
  });

  it('property: for every part of every format, a full-bleed image covers the page at trim + bleed', async () => {
    const specs = listTemplateSpecs(DEFAULT_PRINT_SIZES);
    const artworks = specs.flatMap((spec) => describeArtwork(spec, DEFAULT_PRINT_SIZES) ?? []);
    const tiny = await printImageOf(await makePicture({ width: 16, height: 9, format: 'jpeg' }));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...artworks),
        fc.record({
          x: fc.double({ min: 0, max: 0.5, noNaN: true }),
          y: fc.double({ min: 0, max: 0.5, noNaN: true }),
          width: fc.double({ min: 0.1, max: 0.5, noNaN: true }),
          height: fc.double({ min: 0.1, max: 0.5, noNaN: true }),
        }),
        async (artwork, crop) => {
          const document: DesignDocument = {
            ...blankDesign(artwork.page),
            elements: [placed({ width: artwork.page.width, height: artwork.page.height, crop })],
          };
          const pdf = await PDFDocument.load(
            await renderDesignPdf(document, artwork, () => Promise.resolve(tiny)),
          );
          const page = pdf.getPage(0);
          expect(mm(page.getWidth())).toBeCloseTo(artwork.page.width, 1);
          expect(mm(page.getHeight())).toBeCloseTo(artwork.page.height, 1);
          const [image] = imagePlacements(pdf);
          const size = { width: page.getWidth(), height: page.getHeight() };
          expectCovers(image!.box, size, artwork.name);
          // The clip is the page: the crop fills it exactly.
          expectCovers(image!.clips[0]!, size, artwork.name);
        },
      ),
      { numRuns: 60 },
    );
  });
});
