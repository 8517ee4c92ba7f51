import { DesignDocumentSchema, type Artwork } from '@vinyl/domain';
import type { DesignRow } from './designs.repository';

/**
 * A design as the API answers it (`type: designs`): its part, when it was saved, and — when
 * one design is asked for — the document and the part's geometry the canvas is drawn on.
 */
export function toDesignResource(row: DesignRow, artwork?: Artwork) {
  return {
    type: 'designs' as const,
    id: row.id,
    attributes: {
      kind: row.kind,
      type: row.type,
      updated_at: row.updated_at,
      ...(artwork && {
        document: DesignDocumentSchema.parse(JSON.parse(row.document)),
        artwork: {
          name: artwork.name,
          shape: artwork.shape,
          page: artwork.page,
          trim: artwork.trim,
          bleed: artwork.bleed,
          safety: artwork.safety,
          panels: artwork.panels,
          circles: artwork.circles,
        },
      }),
    },
  };
}
