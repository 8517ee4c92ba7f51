import type { VinylSide } from '@vinyl/domain';
import type { AnalysisWarning, AudioAnalysis } from '../../../shared/audio-analysis';

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
    /** Seconds of silence before the next track when the side is played (issue 19). */
    gap_after?: number;
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
    /** The sound check (issue 19); absent from servers before it. */
    analysis?: AudioAnalysis;
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
    /** The side's sound advice (issue 19), with the volume advice for its length. */
    audio_warnings?: AnalysisWarning[];
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
