import { createFairQueue } from './fair-queue';
import { createLane, PdfTaskError, type PdfProcessorOptions } from './pdf-lane';
import type { InspectedPdf, PdfLimits, RenderResult } from './pdf-tasks';
import { popplerAvailable, renderWithPoppler } from './poppler-render';

export { PdfTaskError, type PdfProcessorOptions } from './pdf-lane';

/** Caps for callers that set none (benchmarks, tools): the configuration's defaults. */
export const DEFAULT_PDF_LIMITS: PdfLimits = {
  maxPages: 100,
  maxObjects: 100_000,
  maxUnpackedBytes: 200 * 1024 * 1024,
};

export interface PdfCheckOptions {
  /** The caps every upload's check enforces first (issue 13 hole 9). */
  limits?: PdfLimits;
  /** Worker threads checking uploads side by side. */
  checkWorkers?: number;
  /** Checks of one customer that may run at once. */
  checksPerUser?: number;
  /**
   * Who draws thumbnails: `auto` (the default) is poppler's `pdftoppm` when it is installed,
   * else pdfjs in the worker; `pdfjs` never asks poppler (decision 030).
   */
  renderer?: 'auto' | 'pdfjs';
  /** The pdftoppm to run (tests point it at one that is missing). */
  pdftoppm?: string;
}

/**
 * Parsing and rendering PDFs off the event loop (issue 8 items 2 and 5): upload checks and
 * thumbnails have workers of their own, so an upload's check never waits behind a slow
 * thumbnail. Checks wait in a queue fair between customers (issue 13 hole 9): one
 * customer's heavy files delay another's by at most the one task already running. Every
 * task is time-limited; its bytes are moved to the worker.
 */
export function createPdfProcessor(options: PdfProcessorOptions & PdfCheckOptions) {
  const limits = options.limits ?? DEFAULT_PDF_LIMITS;
  const checks = Array.from({ length: Math.max(1, options.checkWorkers ?? 1) }, () =>
    createLane(options),
  );
  const idle = new Set(checks);
  const queue = createFairQueue({
    concurrency: checks.length,
    perOwner: Math.max(1, options.checksPerUser ?? 1),
  });
  const renders = createLane(options);
  const pdftoppm = options.pdftoppm ?? 'pdftoppm';
  const usePoppler =
    options.renderer === 'pdfjs' ? Promise.resolve(false) : popplerAvailable(pdftoppm);
  return {
    /** Checks an upload of `owner` (a user id) once their turn comes. */
    inspect(data: Uint8Array, owner = ''): Promise<InspectedPdf> {
      return queue.run(owner, async () => {
        // The queue runs at most as many tasks as there are lanes: one is free.
        const [lane] = idle;
        if (!lane) throw new Error('no idle PDF check worker');
        idle.delete(lane);
        try {
          return (await lane.run({ kind: 'inspect', data, limits })) as InspectedPdf;
        } finally {
          idle.add(lane);
        }
      });
    },
    /**
     * Page 1 as a PNG: by poppler when it is here (about 4× faster than pdfjs on a cover
     * with a photo, issue 18), by pdfjs in the worker otherwise, or when poppler cannot
     * read the file. A file poppler takes too long over is not tried again.
     */
    async render(data: Uint8Array, maxPixels: number): Promise<RenderResult> {
      if (await usePoppler) {
        try {
          return await renderWithPoppler(data, maxPixels, {
            timeoutMs: options.timeoutMs,
            command: pdftoppm,
          });
        } catch (error) {
          if (error instanceof PdfTaskError && error.reason === 'timeout') throw error;
        }
      }
      return (await renders.run({ kind: 'render', data, maxPixels })) as RenderResult;
    },
    /** A customer is about to upload: have the workers up before the file arrives. */
    warm(): void {
      for (const lane of checks) lane.warm();
      renders.warm();
    },
    close(): void {
      for (const lane of checks) lane.close();
      renders.close();
    },
  };
}

export type PdfProcessor = ReturnType<typeof createPdfProcessor>;
