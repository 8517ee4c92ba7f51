import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import type { PdfBox } from '@vinyl/domain';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * pdfjs (legacy Node build) + @napi-rs/canvas 0.1.x (MACHINE.md): opens a PDF, reads page
 * 1 and renders it as a PNG at a capped size. Runs in the PDF worker only: pdfjs works on
 * the thread that calls it.
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

export interface RenderedPage {
  png: Uint8Array;
  width: number;
  height: number;
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
    return { png: new Uint8Array(png), width, height };
  } finally {
    await document.destroy();
  }
}
