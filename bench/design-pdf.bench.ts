// The designer's print PDF (issue 16): a 12″ cover design with one 24-megapixel photo over
// the front panel and ten text boxes, made by the server's renderDesignPdf from the photo's
// stored CMYK copy, against pdf-lib embedding and saving that same image alone in a page.
// The one-time work at upload (preview, CMYK copy, dominant colour) is printed beside it.
import {
  blankDesign,
  DEFAULT_PRINT_SIZES,
  describeArtwork,
  type DesignDocument,
  type DesignElement,
} from '@vinyl/domain';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { DESIGN_IMAGE_LIMITS } from '../apps/server/src/modules/design-images/design-image-limits';
import {
  processImage,
  readImageHeader,
} from '../apps/server/src/modules/design-images/design-image-processing';
import { renderDesignPdf } from '../apps/server/src/modules/designs/design-pdf';
import type { BenchResult } from './run';

const ROUNDS = 7;
const [WIDTH, HEIGHT] = [6000, 4000];

/** A photo-like 24 MP JPEG: smooth colour fields upscaled, with grain, as a camera saves it. */
async function photo(): Promise<Buffer> {
  const [w, h] = [600, 400];
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      raw[i] = (40 + 180 * (x / w)) | 0;
      raw[i + 1] = (60 + 120 * Math.sin(y / 60) ** 2) | 0;
      raw[i + 2] = (128 + 100 * Math.sin(x / 45) * Math.cos(y / 35)) | 0;
    }
  }
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

function coverDesign(page: { width: number; height: number }): DesignDocument {
  const text = (index: number): DesignElement => ({
    type: 'text',
    id: `text-${index}`,
    text:
      index === 0
        ? 'NIGHT SWIM'
        : `A${index}. A song with a long enough title ${index}  3:4${index}`,
    fontId: (['sans', 'serif', 'mono'] as const)[index % 3] ?? 'sans',
    fontSizePt: index === 0 ? 48 : 11,
    fill: '#f1f1f1',
    align: index === 0 ? 'center' : 'left',
    lineHeight: 1.2,
    x: index === 0 ? 340 : 20,
    y: index === 0 ? 30 : 30 + index * 12,
    width: index === 0 ? 270 : 280,
    rotation: 0,
    opacity: 1,
  });
  return {
    ...blankDesign(page),
    background: '#101820',
    elements: [
      {
        type: 'image',
        id: 'photo',
        imageId: 'photo',
        // The front panel with its bleed, the photo's centre square.
        x: 317,
        y: 0,
        width: 320,
        height: 320,
        crop: { x: 1 / 6, y: 0, width: 2 / 3, height: 1 },
        rotation: 0,
        opacity: 1,
      },
      ...Array.from({ length: 10 }, (_, index) => text(index)),
    ],
  };
}

/** pdf-lib alone: the same CMYK JPEG embedded in one page and saved. */
async function imageAlone(jpeg: Uint8Array, page: { width: number; height: number }) {
  const pdf = await PDFDocument.create();
  const sheet = pdf.addPage([page.width, page.height]);
  const image = await pdf.embedJpg(jpeg);
  sheet.drawImage(image, { x: 0, y: 0, width: page.width, height: page.height });
  return pdf.save();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function designPdfBench(): Promise<BenchResult> {
  const cover = describeArtwork(
    { part: 'cover', format: '12', gatefold: false, inside: false, dieCut: false },
    DEFAULT_PRINT_SIZES,
  );
  if (!cover) throw new Error('bench: no 12″ cover');
  const original = await photo();
  let started = performance.now();
  const made = await processImage(
    original,
    await readImageHeader(original, DESIGN_IMAGE_LIMITS),
    DESIGN_IMAGE_LIMITS,
  );
  const uploadMs = performance.now() - started;
  console.log(
    `design PDF bench: a ${(original.length / 1e6).toFixed(1)} MB 24 MP JPEG's one-time work at upload ` +
      `(preview, CMYK copy of ${(made.print.length / 1e6).toFixed(1)} MB, dominant colour): ${uploadMs.toFixed(0)} ms`,
  );
  const print = { jpeg: made.print, widthPx: made.widthPx, heightPx: made.heightPx };
  const document = coverDesign(cover.page);
  const pagePt = { width: (cover.page.width * 72) / 25.4, height: (cover.page.height * 72) / 25.4 };
  // Warm both (fonts read once per process, pdf-lib's first run).
  await renderDesignPdf(document, cover, () => Promise.resolve(print));
  await imageAlone(made.print, pagePt);
  const shop: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    started = performance.now();
    const bytes = await renderDesignPdf(document, cover, () => Promise.resolve(print));
    shop.push(performance.now() - started);
    if (bytes.length < made.print.length) throw new Error('bench: the photo is not in the PDF');
    started = performance.now();
    await imageAlone(made.print, pagePt);
    baseline.push(performance.now() - started);
  }
  return {
    name: `print PDF of a 12″ cover: one 24 MP photo (CMYK, ${WIDTH} × ${HEIGHT}) and ten text boxes (median of ${ROUNDS})`,
    baseline: 'pdf-lib embedding and saving the same image alone',
    baselineMs: median(baseline),
    subjectMs: median(shop),
  };
}
