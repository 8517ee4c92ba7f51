import type { DesignImageRow } from './design-images.repository';

export const DESIGN_IMAGES_TYPE = 'design_images';

/** The small copy the canvas draws; the print PDF takes the full image. */
export const previewUrl = (id: string) => `/api/design-images/${encodeURIComponent(id)}/preview`;

/** An image as the API answers it (`type: design_images`): what the designer needs to place it. */
export function toDesignImageResource(row: DesignImageRow) {
  return {
    type: DESIGN_IMAGES_TYPE,
    id: row.id,
    attributes: {
      file_name: row.file_name,
      width_px: row.width_px,
      height_px: row.height_px,
      mime_type: row.mime_type,
      size: row.size,
      dominant_colour: row.dominant_colour,
      created_at: row.created_at,
      preview_url: previewUrl(row.id),
    },
  };
}
