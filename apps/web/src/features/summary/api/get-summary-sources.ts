import { queryOptions } from '@tanstack/react-query';
import type { FileKind, VinylSide } from '@vinyl/domain';
import { apiFetch } from '../../../shared/api/client';
import {
  isAnalysing,
  type AnalysisWarning,
  type AudioAnalysis,
} from '../../../shared/audio-analysis';

/** A side's tracks as `GET /api/vinyls/{id}/side_{a|b}_tracks` lists them, with its totals. */
export interface SummarySide {
  data: {
    id: string;
    attributes: { title: string; artist?: string | null; duration: number };
    /** The sound check (issue 19); absent from servers before it. */
    meta?: { analysis?: AudioAnalysis };
  }[];
  meta: {
    duration: number;
    limit: number;
    exceeded: boolean;
    audio_warnings?: AnalysisWarning[];
  };
}

/** `GET /api/vinyls/{id}/side_{a|b}_tracks` (spec 2 §7): what is on one side. */
export function summarySideQueryOptions(vinylId: string, side: VinylSide) {
  return queryOptions({
    // The tracks step's key, so a change there is seen here.
    queryKey: ['side-tracks', vinylId, side],
    queryFn: ({ signal }) =>
      apiFetch<SummarySide>(`/vinyls/${encodeURIComponent(vinylId)}/side_${side}_tracks`, {
        signal,
      }),
    // A track still being measured is asked for again until its check is in (issue 19).
    refetchInterval: (query) =>
      query.state.data?.data.some((track) => isAnalysing(track.meta?.analysis)) ? 3000 : false,
  });
}

/** The file types an album has of one print kind (only what the order check needs). */
export interface SummaryFiles {
  data: { id: string; meta: { relation: { params: { type: string } } } }[];
}

/** `GET /api/albums/{id}/{kind}` (spec 2 §7): the album's graphics files of a kind. */
export function summaryFilesQueryOptions(albumId: string, kind: FileKind) {
  return queryOptions({
    // The graphics step's key, so an upload there is seen here.
    queryKey: ['album-files', albumId, kind],
    queryFn: ({ signal }) =>
      apiFetch<SummaryFiles>(`/albums/${encodeURIComponent(albumId)}/${kind}`, { signal }),
  });
}
