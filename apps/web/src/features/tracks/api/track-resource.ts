import type { VinylSide } from '@vinyl/domain';

/** An audio track as `GET /api/vinyls/{id}/side_{a|b}_tracks` lists it (spec 2 §3). */
export interface TrackResource {
  type: 'audio';
  id: string;
  attributes: {
    /** The customer's title, else the file's tags, else its cleaned name (decision 015). */
    title: string;
    artist: string | null;
    duration: number;
    side: VinylSide;
    order: number;
    exceeded: boolean;
  };
  meta: {
    duration: number;
    relation: { priority: number };
    file_metadata: {
      file_name: string;
      sample_rate: number | null;
      bits_per_sample: number | null;
      channels: number | null;
      size: number;
    };
  };
}

export interface SideTracksDocument {
  data: TrackResource[];
  meta: {
    side: VinylSide;
    rpm: string | null;
    duration: number;
    limit: number;
    remaining: number;
    exceeded: boolean;
  };
}

/** Every cached side list: invalidated after a track or speed change. */
export const sideTracksKey = ['side-tracks'] as const;

export const sidePath = (vinylId: string, side: VinylSide) =>
  `/vinyls/${encodeURIComponent(vinylId)}/relationships/side_${side}_tracks`;

export const trackLinkage = (id: string, priority?: number) => ({
  type: 'audio' as const,
  id,
  ...(priority !== undefined && { meta: { relation: { priority } } }),
});
