import { z } from 'zod';

/**
 * Graphics settings (issue 8). The largest PDF accepted is the catalogue's
 * `printSizes.maxFileMegabytes` (the plant's cap), not a setting here. The caps on a PDF's
 * pages, objects and decoded size and the fair check queue close issue 13 hole 9.
 */
export const FilesEnvShape = {
  PDF_TASK_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(20),
  THUMBNAIL_MAX_PIXELS: z.coerce.number().int().min(64).max(4096).default(800),
  PDF_MAX_PAGES: z.coerce.number().int().min(1).max(100_000).default(100),
  PDF_MAX_OBJECTS: z.coerce.number().int().min(100).max(10_000_000).default(100_000),
  PDF_MAX_UNPACKED_MEGABYTES: z.coerce.number().int().min(1).max(16_384).default(200),
  PDF_CHECK_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  PDF_CHECKS_PER_USER: z.coerce.number().int().min(1).max(16).default(1),
  /** poppler's pdftoppm, when it is not `pdftoppm` on the PATH (thumbnails, decision 030). */
  PDFTOPPM_PATH: z.string().min(1).optional(),
};

export interface FilesConfig {
  /** Checking or rendering one PDF stops after this long (its worker is replaced). */
  pdfTaskTimeoutMs: number;
  /** The longest side of a thumbnail, in pixels, whatever the page size. */
  thumbnailMaxPixels: number;
  /** An upload over any of these is refused before it is parsed. */
  pdfLimits: { maxPages: number; maxObjects: number; maxUnpackedBytes: number };
  /** Worker threads checking uploads; checks of one customer running at once. */
  pdfCheckWorkers: number;
  pdfChecksPerUser: number;
  /** The pdftoppm that draws thumbnails (pdfjs draws them when it does not run). */
  pdftoppmPath: string;
}

type FilesEnv = z.infer<z.ZodObject<typeof FilesEnvShape>>;

export function toFilesConfig(env: FilesEnv): FilesConfig {
  return {
    pdfTaskTimeoutMs: env.PDF_TASK_TIMEOUT_SECONDS * 1000,
    thumbnailMaxPixels: env.THUMBNAIL_MAX_PIXELS,
    pdfLimits: {
      maxPages: env.PDF_MAX_PAGES,
      maxObjects: env.PDF_MAX_OBJECTS,
      maxUnpackedBytes: env.PDF_MAX_UNPACKED_MEGABYTES * 1024 * 1024,
    },
    pdfCheckWorkers: env.PDF_CHECK_WORKERS,
    pdfChecksPerUser: env.PDF_CHECKS_PER_USER,
    pdftoppmPath: env.PDFTOPPM_PATH ?? 'pdftoppm',
  };
}
