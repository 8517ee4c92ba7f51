import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VinylSide } from '@vinyl/domain';
import { apiFetch } from '../../../shared/api/client';
import { sideTracksKey, type SideTracksDocument } from './track-resource';

/** `GET /api/vinyls/{id}/side_{a|b}_tracks`: a side's tracks by priority, with its totals. */
export function getSideTracks(vinylId: string, side: VinylSide, signal?: AbortSignal) {
  return apiFetch<SideTracksDocument>(
    `/vinyls/${encodeURIComponent(vinylId)}/side_${side}_tracks`,
    signal ? { signal } : {},
  );
}

export function sideTracksQueryOptions(vinylId: string, side: VinylSide) {
  return queryOptions({
    queryKey: [...sideTracksKey, vinylId, side],
    queryFn: ({ signal }) => getSideTracks(vinylId, side, signal),
  });
}

export function useSideTracks(vinylId: string, side: VinylSide) {
  return useQuery(sideTracksQueryOptions(vinylId, side));
}
