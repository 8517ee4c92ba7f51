import type { DesignDocument } from '@vinyl/domain';
import { isApiError } from '../../../shared/api/api-error';
import { apiFetch } from '../../../shared/api/client';

export interface DesignPart {
  albumId: string;
  kind: string;
  type: string;
}

/** What the canvas needs of each placed image: its pixels and a small copy to draw. */
export interface PlacedImage {
  widthPx: number;
  heightPx: number;
  previewUrl: string;
}
export type PlacedImages = Record<string, PlacedImage>;

const pathOf = ({ albumId, kind, type }: DesignPart) =>
  `/albums/${encodeURIComponent(albumId)}/designs/${encodeURIComponent(kind)}/${encodeURIComponent(type)}`;

interface DesignAnswer {
  data: {
    attributes: {
      document?: DesignDocument;
      images?: Record<string, { widthPx: number; heightPx: number; preview_url: string }>;
      updated_at: string;
    };
  };
}

function placedImagesOf(answer: DesignAnswer): PlacedImages {
  const entries = Object.entries(answer.data.attributes.images ?? {});
  return Object.fromEntries(
    entries.map(([id, image]) => [
      id,
      { widthPx: image.widthPx, heightPx: image.heightPx, previewUrl: image.preview_url },
    ]),
  );
}

/** The part's saved design and its images, or null when it has none yet (404). */
export async function getDesign(
  part: DesignPart,
): Promise<{ document: DesignDocument; images: PlacedImages } | null> {
  try {
    const answer = await apiFetch<DesignAnswer>(pathOf(part));
    const { document } = answer.data.attributes;
    return document ? { document, images: placedImagesOf(answer) } : null;
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code === 'not_found') return null;
    throw error;
  }
}

export function saveDesign(part: DesignPart, document: DesignDocument) {
  return apiFetch<DesignAnswer>(pathOf(part), {
    method: 'PUT',
    body: { data: { type: 'designs', attributes: { document } } },
  });
}

/** Makes the print PDF on the server; it becomes the part's file. */
export function finishDesign(part: DesignPart) {
  return apiFetch<unknown>(`${pathOf(part)}/finish`, { method: 'POST' });
}
