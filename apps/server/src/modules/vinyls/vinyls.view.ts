import type { VinylRow } from './vinyls.repository';

/** A disc as a JSON:API resource (spec 2 §3 "Vinyl"). */
export function toVinylResource(vinyl: VinylRow) {
  return {
    type: 'vinyls' as const,
    id: vinyl.id,
    attributes: { status: vinyl.status, title: vinyl.title, disc_number: vinyl.disc_number },
    relationships: {
      vinyl_of: { data: vinyl.album_id ? { type: 'albums' as const, id: vinyl.album_id } : null },
    },
    meta: { created: vinyl.created_at, modified: vinyl.modified_at },
  };
}
