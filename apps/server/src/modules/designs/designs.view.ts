import type { Artwork, DesignDocument } from '@vinyl/domain';
import type { PlacedImageSize } from '../design-images';
import type { DesignRow } from './designs.repository';

/** What one design's answer adds to the row: the document and what the canvas draws it on. */
export interface DesignDetail {
  document: DesignDocument;
  artwork: Artwork;
  /** The pixels and preview of each image the document places (the dpi warnings' input). */
  images: Record<string, PlacedImageSize>;
}

/**
 * A design as the API answers it (`type: designs`): its part, when it was saved, and — when
 * one design is asked for — the document, the part's geometry the canvas is drawn on, and
 * the sizes of the images it places.
 */
export function toDesignResource(row: DesignRow, detail?: DesignDetail) {
  return {
    type: 'designs' as const,
    id: row.id,
    attributes: {
      kind: row.kind,
      type: row.type,
      updated_at: row.updated_at,
      ...(detail && {
        document: detail.document,
        artwork: artworkOf(detail.artwork),
        images: detail.images,
      }),
    },
  };
}

/** The part's geometry as the canvas draws it (no template internals). */
function artworkOf(artwork: Artwork) {
  return {
    name: artwork.name,
    shape: artwork.shape,
    page: artwork.page,
    trim: artwork.trim,
    bleed: artwork.bleed,
    safety: artwork.safety,
    panels: artwork.panels,
    circles: artwork.circles,
  };
}
