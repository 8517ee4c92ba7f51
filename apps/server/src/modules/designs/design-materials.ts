import {
  DesignDocumentSchema,
  designImageIds,
  effectiveDpi,
  type DesignFontId,
} from '@vinyl/domain';
import type { DesignImagesService } from '../design-images';
import type { DesignsRepository } from './designs.repository';

/** The family names of the designer's fonts, as the print PDF embeds them. */
const FONT_NAMES: Record<DesignFontId, string> = {
  sans: 'Inter',
  serif: 'Fraunces',
  mono: 'Roboto Mono',
};

/** What one design is made of, for the plant: its fonts and its images at their placed size. */
export interface DesignMaterials {
  kind: string;
  type: string;
  fonts: string[];
  images: { file_name: string; width_px: number; height_px: number; dpi: number }[];
}

/**
 * The fonts and images of an album's designs (issue 16: "the job sheet lists its fonts and
 * images"): each image with its pixels and the lowest resolution it is placed at, so the
 * operator sees at a glance what a designed file holds without opening it.
 */
export function createDesignMaterials(deps: {
  designs: Pick<DesignsRepository, 'listByAlbum'>;
  images: Pick<DesignImagesService, 'get'>;
}) {
  return async function materials(userId: string, albumId: string): Promise<DesignMaterials[]> {
    const found: DesignMaterials[] = [];
    for (const row of await deps.designs.listByAlbum(albumId)) {
      const parsed = DesignDocumentSchema.safeParse(JSON.parse(row.document));
      if (!parsed.success) continue;
      const { elements } = parsed.data;
      const fonts = new Set<string>();
      for (const element of elements) {
        if (element.type === 'text' && element.text.trim()) fonts.add(FONT_NAMES[element.fontId]);
      }
      const images: DesignMaterials['images'] = [];
      for (const imageId of designImageIds(parsed.data)) {
        const image = await deps.images.get(userId, imageId).catch(() => null);
        if (!image) continue;
        const { file_name, width_px, height_px } = image.data.attributes;
        const pixels = { widthPx: width_px, heightPx: height_px };
        const dpi = Math.min(
          ...elements.flatMap((element) =>
            element.type === 'image' && element.imageId === imageId
              ? [effectiveDpi(element, pixels)]
              : [],
          ),
        );
        images.push({ file_name, width_px, height_px, dpi });
      }
      found.push({ kind: row.kind, type: row.type, fonts: [...fonts].sort(), images });
    }
    return found;
  };
}
