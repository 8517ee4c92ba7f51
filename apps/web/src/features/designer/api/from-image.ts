import { apiFetch } from '../../../shared/api/client';

/**
 * What became of each printed part: built from the image, kept as the customer had it, or
 * designed but without its print file yet (Finish in the designer makes it).
 */
export interface BuiltPart {
  kind: string;
  type: string;
  outcome: 'built' | 'kept' | 'failed';
}

interface FromImageAnswer {
  data: { type: 'designs'; attributes: BuiltPart }[];
}

/**
 * `POST /api/albums/{id}/designs/from-image`: every printed part of the album that has no
 * file and no design yet is designed from the image and made into its print file.
 */
export async function buildFromImage(albumId: string, imageId: string): Promise<BuiltPart[]> {
  const answer = await apiFetch<FromImageAnswer>(
    `/albums/${encodeURIComponent(albumId)}/designs/from-image`,
    { method: 'POST', body: { data: { type: 'designs', attributes: { image_id: imageId } } } },
  );
  return answer.data.map((item) => item.attributes);
}
