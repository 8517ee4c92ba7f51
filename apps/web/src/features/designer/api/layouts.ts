import type { DesignDocument } from '@vinyl/domain';
import { apiFetch } from '../../../shared/api/client';
import type { DesignPart, PlacedImages } from './designs';

/** A starting layout for the part, filled in from the album (title, author, tracks). */
export interface StartingLayout {
  id: string;
  name: { en: string; it: string };
  document: DesignDocument;
  images: PlacedImages;
}

interface LayoutResource {
  id: string;
  attributes: {
    name: { en: string; it: string };
    document: DesignDocument;
    images?: Record<string, { widthPx: number; heightPx: number; preview_url: string }>;
  };
}

/** `GET /api/albums/{id}/designs/{kind}/{type}/layouts[?image=…]`. */
export async function getLayouts(part: DesignPart, imageId?: string): Promise<StartingLayout[]> {
  const path = `/albums/${encodeURIComponent(part.albumId)}/designs/${encodeURIComponent(part.kind)}/${encodeURIComponent(part.type)}/layouts`;
  const answer = await apiFetch<{ data: LayoutResource[] }>(path, {
    query: imageId ? { image: imageId } : {},
  });
  return answer.data.map(({ id, attributes }) => ({
    id,
    name: attributes.name,
    document: attributes.document,
    images: Object.fromEntries(
      Object.entries(attributes.images ?? {}).map(([imageKey, image]) => [
        imageKey,
        { widthPx: image.widthPx, heightPx: image.heightPx, previewUrl: image.preview_url },
      ]),
    ),
  }));
}
