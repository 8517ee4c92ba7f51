import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VinylSide } from '@vinyl/domain';
import { apiFetch } from '../../../shared/api/client';
import { isAnalysing } from '../../../shared/audio-analysis';
import { sideTracksKey, type SideTracksDocument } from './track-resource';

/** `GET /api/vinyls/{id}/side_{a|b}_tracks`: a side's tracks by priority, with its totals. */
export function getSideTracks(vinylId: string, side: VinylSide, signal?: AbortSignal) {
  return apiFetch<SideTracksDocument>(
    `/vinyls/${encodeURIComponent(vinylId)}/side_${side}_tracks`,
    signal ? { signal } : {},
  );
}

/** How often a side is asked again while one of its tracks is being analysed. */
export const ANALYSIS_POLL_MS = 2000;

/** True while the server still measures a track of the side (issue 19). */
export const sideIsAnalysing = (document: SideTracksDocument | undefined) =>
  document?.data.some((track) => isAnalysing(track.meta.analysis)) ?? false;

export function sideTracksQueryOptions(vinylId: string, side: VinylSide) {
  return queryOptions({
    queryKey: [...sideTracksKey, vinylId, side],
    queryFn: ({ signal }) => getSideTracks(vinylId, side, signal),
    // Poll while an analysis runs in the background, and stop once all are done or failed.
    refetchInterval: (query) => (sideIsAnalysing(query.state.data) ? ANALYSIS_POLL_MS : false),
  });
}

export function useSideTracks(vinylId: string, side: VinylSide) {
  return useQuery(sideTracksQueryOptions(vinylId, side));
}
