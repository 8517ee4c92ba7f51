import type { DesignDocument } from '@vinyl/domain';
import { isApiError } from '../../../shared/api/api-error';
import { apiFetch } from '../../../shared/api/client';

export interface DesignPart {
  albumId: string;
  kind: string;
  type: string;
}

const pathOf = ({ albumId, kind, type }: DesignPart) =>
  `/albums/${encodeURIComponent(albumId)}/designs/${encodeURIComponent(kind)}/${encodeURIComponent(type)}`;

interface DesignAnswer {
  data: { attributes: { document?: DesignDocument; updated_at: string } };
}

/** The part's saved design, or null when it has none yet (404). */
export async function getDesign(part: DesignPart): Promise<DesignDocument | null> {
  try {
    const answer = await apiFetch<DesignAnswer>(pathOf(part));
    return answer.data.attributes.document ?? null;
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
