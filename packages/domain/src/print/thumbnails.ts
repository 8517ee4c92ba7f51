import type { Thumbnails } from './files';

// The preview's rule for its thumbnails, without the files' schemas (decision 058).

/** Preview thumbnails are fetched once more when any is not ready (spec 1 §2). */
export function areThumbnailsReady(thumbnails: Thumbnails): boolean {
  return Object.values(thumbnails).every((byType) =>
    Object.values(byType ?? {}).every((thumbnail) => thumbnail?.ready === true),
  );
}

export const THUMBNAIL_RETRY_DELAY_MS = 1000;
