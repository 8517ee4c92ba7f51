import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VinylSide } from '@vinyl/domain';
import { apiFetch } from '../../../shared/api/client';
import type { SideRef } from './change-side-tracks';
import { sideTracksKey, type SideTracksDocument } from './track-resource';

/** What a track change asks: new names and/or another side (of this or another disc). */
export interface TrackChange {
  title?: string;
  artist?: string | null;
  /** Seconds of silence after the track when the side is played, 0–10 (issue 19). */
  gapAfter?: number;
  to?: SideRef & { priority?: number };
}

type ChangedSide = SideTracksDocument & { vinyl_id: string };

/**
 * `PATCH /api/vinyls/{id}/tracks/{audioId}` (decision 015): renames a track or moves it;
 * the server checks the side limits again and answers every side it changed.
 */
export function changeTrack(from: SideRef, audioId: string, change: TrackChange) {
  const { to, title, artist, gapAfter } = change;
  const attributes = {
    ...(title !== undefined && { title }),
    ...(artist !== undefined && { artist }),
    ...(gapAfter !== undefined && { gap_after: gapAfter }),
    ...(to && { side: to.side }),
  };
  return apiFetch<{ data: ChangedSide[] }>(
    `/vinyls/${encodeURIComponent(from.vinylId)}/tracks/${encodeURIComponent(audioId)}`,
    {
      method: 'PATCH',
      body: {
        data: {
          type: 'audio',
          id: audioId,
          attributes,
          ...(to &&
            to.vinylId !== from.vinylId && {
              relationships: { vinyl: { data: { type: 'vinyls', id: to.vinylId } } },
            }),
          ...(to?.priority !== undefined && { meta: { relation: { priority: to.priority } } }),
        },
      },
    },
  );
}

/** Each side the server answers goes to the cache at once. */
export function useChangeTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      from,
      audioId,
      change,
    }: {
      from: SideRef;
      audioId: string;
      change: TrackChange;
    }) => changeTrack(from, audioId, change),
    onSuccess: ({ data }) => {
      for (const side of data) {
        const { vinyl_id: vinylId, ...document } = side;
        queryClient.setQueryData(
          [...sideTracksKey, vinylId, side.meta.side as VinylSide],
          document,
        );
      }
    },
  });
}
