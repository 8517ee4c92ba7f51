import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import type { PdfBox, PdfImageFact } from '@vinyl/domain';
import { getDocument, OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * pdfjs (legacy Node build) + @napi-rs/canvas 0.1.x (MACHINE.md): opens a PDF, reads page
 * 1, renders it as a PNG at a capped size and measures the images placed on it. Runs in the
 * PDF worker only: pdfjs works on the thread that calls it.
 */
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const asset = (folder: string) => pathToFileURL(path.join(pdfjsRoot, folder) + path.sep).href;

/** Images larger than this many pixels are left out of a thumbnail (about 400 MB decoded). */
const MAX_IMAGE_PIXELS = 100_000_000;
const MM_PER_POINT = 25.4 / 72;

export class PdfOpenError extends Error {
  constructor(readonly reason: 'unreadable' | 'protected' | 'empty') {
    super(`PDF ${reason}`);
    this.name = 'PdfOpenError';
  }
}

/** Opens a PDF with pdfjs; the bytes are handed over (pdfjs takes them). */
export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  const task = getDocument({
    data,
    isEvalSupported: false,
    stopAtErrors: false,
    verbosity: 0,
    maxImageSize: MAX_IMAGE_PIXELS,
    standardFontDataUrl: asset('standard_fonts'),
    cMapUrl: asset('cmaps'),
    cMapPacked: true,
    wasmUrl: asset('wasm'),
    iccUrl: asset('iccs'),
  });
  try {
    const document = await task.promise;
    if (document.numPages < 1) throw new PdfOpenError('empty');
    return document;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    if (error instanceof PdfOpenError) throw error;
    const name = (error as { name?: string }).name;
    throw new PdfOpenError(name === 'PasswordException' ? 'protected' : 'unreadable');
  }
}

export interface FirstPage {
  pageCount: number;
  page: PdfBox;
  rotation: number;
}

/** Page count, and page 1 as a viewer shows it: the real parse of an upload. */
export async function readFirstPage(data: Uint8Array): Promise<FirstPage> {
  const document = await openPdf(data);
  try {
    const page = await document.getPage(1).catch(() => {
      throw new PdfOpenError('unreadable');
    });
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = page.view;
    const unit = page.userUnit || 1;
    return {
      pageCount: document.numPages,
      page: {
        left: x1 * MM_PER_POINT * unit,
        bottom: y1 * MM_PER_POINT * unit,
        width: (x2 - x1) * MM_PER_POINT * unit,
        height: (y2 - y1) * MM_PER_POINT * unit,
      },
      rotation: page.rotate,
    };
  } finally {
    await document.destroy();
  }
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n as PDF concatenates them (`cm`): the new matrix applies first. */
function concat(n: Matrix, m: Matrix): Matrix {
  return [
    n[0] * m[0] + n[1] * m[2],
    n[0] * m[1] + n[1] * m[3],
    n[2] * m[0] + n[3] * m[2],
    n[2] * m[1] + n[3] * m[3],
    n[4] * m[0] + n[5] * m[2] + m[4],
    n[4] * m[1] + n[5] * m[3] + m[5],
  ];
}

function imageFact(ctm: Matrix, width: number, height: number, unit: number): PdfImageFact | null {
  // An image fills the unit square: its placed size is the length of the CTM's axes.
  const placedWidth = (Math.hypot(ctm[0], ctm[1]) * unit) / 72;
  const placedHeight = (Math.hypot(ctm[2], ctm[3]) * unit) / 72;
  // Hairline strips and one-pixel fills say nothing about resolution.
  if (width < 4 || height < 4 || placedWidth < 0.05 || placedHeight < 0.05) return null;
  const dpi = Math.min(width / placedWidth, height / placedHeight);
  return { widthPx: Math.round(width), heightPx: Math.round(height), dpi };
}

interface OperatorList {
  fnArray: number[];
  argsArray: unknown[];
}

/** Every image painted on the page and its effective resolution, following the CTM. */
export function measureImages(
  list: OperatorList,
  unit: number,
  sizeOf: (objId: string) => { width: number; height: number } | undefined,
): PdfImageFact[] {
  const facts: PdfImageFact[] = [];
  const stack: Matrix[] = [];
  let ctm = IDENTITY;
  list.fnArray.forEach((fn, index) => {
    const args = list.argsArray[index] as unknown[] | null;
    switch (fn) {
      case OPS.save:
        stack.push(ctm);
        break;
      case OPS.restore:
        ctm = stack.pop() ?? ctm;
        break;
      case OPS.transform:
        ctm = concat(args as unknown as Matrix, ctm);
        break;
      case OPS.paintFormXObjectBegin: {
        stack.push(ctm);
        const matrix = args?.[0] as ArrayLike<number> | null;
        if (matrix && matrix.length === 6) ctm = concat(Array.from(matrix) as Matrix, ctm);
        break;
      }
      case OPS.paintFormXObjectEnd:
        ctm = stack.pop() ?? ctm;
        break;
      case OPS.paintImageXObject: {
        const [, width, height] = args as [string, number, number];
        const fact = imageFact(ctm, width, height, unit);
        if (fact) facts.push(fact);
        break;
      }
      case OPS.paintInlineImageXObject: {
        const image = args?.[0] as { width: number; height: number } | undefined;
        const fact = image && imageFact(ctm, image.width, image.height, unit);
        if (fact) facts.push(fact);
        break;
      }
      case OPS.paintImageXObjectRepeat: {
        const [objId, scaleX, scaleY] = args as [string, number, number];
        const size = sizeOf(objId);
        const placed: Matrix = concat([scaleX, 0, 0, scaleY, 0, 0], ctm);
        const fact = size && imageFact(placed, size.width, size.height, unit);
        if (fact) facts.push(fact);
        break;
      }
    }
  });
  return facts;
}

export interface RenderedPage {
  png: Uint8Array;
  width: number;
  height: number;
  images: PdfImageFact[];
}

/** Page 1 only, its longest side `maxPixels` whatever the page size, as a PNG. */
export async function renderFirstPage(data: Uint8Array, maxPixels: number): Promise<RenderedPage> {
  const document = await openPdf(data);
  try {
    const page = await document.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const scale = maxPixels / Math.max(natural.width, natural.height, 1);
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    const parameters = { canvas, canvasContext: context, viewport };
    await page.render(parameters as unknown as Parameters<typeof page.render>[0]).promise;
    const png = await canvas.encode('png');
    const list = await page.getOperatorList();
    const sizeOf = (objId: string) => {
      if (!page.objs.has(objId)) return undefined;
      const image = page.objs.get(objId) as { width?: number; height?: number } | null;
      return image?.width && image.height
        ? { width: image.width, height: image.height }
        : undefined;
    };
    const images = measureImages(list, page.userUnit || 1, sizeOf);
    return { png: new Uint8Array(png), width, height, images };
  } finally {
    await document.destroy();
  }
}
