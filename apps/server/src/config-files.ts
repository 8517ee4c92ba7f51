import { z } from 'zod';

/**
 * Graphics settings (issue 8). The largest PDF accepted is the catalogue's
 * `printSizes.maxFileMegabytes` (the plant's cap), not a setting here.
 */
export const FilesEnvShape = {
  PDF_TASK_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(20),
  THUMBNAIL_MAX_PIXELS: z.coerce.number().int().min(64).max(4096).default(800),
};

export interface FilesConfig {
  /** Checking or rendering one PDF stops after this long (its worker is replaced). */
  pdfTaskTimeoutMs: number;
  /** The longest side of a thumbnail, in pixels, whatever the page size. */
  thumbnailMaxPixels: number;
}

type FilesEnv = { [K in keyof typeof FilesEnvShape]: z.infer<(typeof FilesEnvShape)[K]> };

export function toFilesConfig(env: FilesEnv): FilesConfig {
  return {
    pdfTaskTimeoutMs: env.PDF_TASK_TIMEOUT_SECONDS * 1000,
    thumbnailMaxPixels: env.THUMBNAIL_MAX_PIXELS,
  };
}
