import { apiFetch } from '../../../shared/api/client';

/** An image of mine for the designer, as the server measured it (`type: design_images`). */
export interface DesignImage {
  id: string;
  fileName: string;
  widthPx: number;
  heightPx: number;
  dominantColour: string | null;
  /** A small copy for the canvas: the print file uses the full image. */
  previewUrl: string;
}

interface DesignImageResource {
  id: string;
  attributes: {
    file_name: string;
    width_px: number;
    height_px: number;
    dominant_colour?: string | null;
    preview_url: string;
  };
}

const toImage = ({ id, attributes }: DesignImageResource): DesignImage => ({
  id,
  fileName: attributes.file_name,
  widthPx: attributes.width_px,
  heightPx: attributes.height_px,
  dominantColour: attributes.dominant_colour ?? null,
  previewUrl: attributes.preview_url,
});

export async function listDesignImages(): Promise<DesignImage[]> {
  const answer = await apiFetch<{ data: DesignImageResource[] }>('/design-images');
  return answer.data.map(toImage);
}

export async function getDesignImage(id: string): Promise<DesignImage> {
  const answer = await apiFetch<{ data: DesignImageResource }>(
    `/design-images/${encodeURIComponent(id)}`,
  );
  return toImage(answer.data);
}
