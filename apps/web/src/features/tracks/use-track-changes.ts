import { useQueryClient } from '@tanstack/react-query';
import { checkTrackFits } from '@vinyl/domain';
import { useState } from 'react';
import { useReorderTracks, useRemoveTrack, type SideRef } from './api/change-side-tracks';
import { useChangeTrack } from './api/change-track';
import { sideTracksKey, type SideTracksDocument, type TrackResource } from './api/track-resource';
import { usePendingRemovals } from './use-pending-removals';
import { reasonOf } from './use-tracks-actions';
import { useTracksTexts } from './use-tracks-texts';

export const sideKeyOf = (ref: SideRef) => `${ref.vinylId}:${ref.side}`;

export interface ShownSide {
  ref: SideRef;
  tracks: readonly TrackResource[];
}

/**
 * The changes made to tracks on the page (issue 14 items 10, 12): reorder, move to another
 * side (checked against that side's limit at once; the server checks again), rename, and
 * remove with an Undo. A failure is said next to the side, which is read again.
 */
export function useTrackChanges(limit: number) {
  const { t } = useTracksTexts();
  const queryClient = useQueryClient();
  const reorderTracks = useReorderTracks();
  const removeTrack = useRemoveTrack();
  const changeTrack = useChangeTrack();
  const [errors, setErrors] = useState<Record<string, string>>({});

  function run(key: string, work: () => Promise<unknown>, message: string) {
    setErrors(({ [key]: _, ...rest }) => rest);
    return work().catch((error: unknown) => {
      setErrors((current) => ({ ...current, [key]: t(message, { reason: reasonOf(error) }) }));
      void queryClient.invalidateQueries({ queryKey: sideTracksKey });
    });
  }

  const removals = usePendingRemovals(({ ref, track }) =>
    run(sideKeyOf(ref), () => removeTrack.mutateAsync({ ref, input: track.id }), 'errors.remove'),
  );

  function reorder(ref: SideRef, ids: string[]) {
    queryClient.setQueryData<SideTracksDocument>(
      [...sideTracksKey, ref.vinylId, ref.side],
      (document) =>
        document && {
          ...document,
          data: ids.flatMap((id) => document.data.filter((track) => track.id === id)),
        },
    );
    void run(
      sideKeyOf(ref),
      () => reorderTracks.mutateAsync({ ref, input: ids }),
      'errors.reorder',
    );
  }

  /** Moves a track to `to` (at `index`, last without one) unless it does not fit there. */
  function move(from: SideRef, track: TrackResource, to: ShownSide, index?: number) {
    const key = sideKeyOf(from);
    const seconds = to.tracks.reduce((total, item) => total + item.attributes.duration, 0);
    const fit = checkTrackFits(seconds, track.attributes.duration, limit);
    if (fit !== 'ok') {
      const reason = t(fit === 'side_full' ? 'errors.sideFull' : 'errors.minutesExceeded');
      setErrors((current) => ({ ...current, [key]: t('errors.move', { reason }) }));
      return;
    }
    const change = { to: { ...to.ref, ...(index !== undefined && { priority: index }) } };
    void run(
      key,
      () => changeTrack.mutateAsync({ from, audioId: track.id, change }),
      'errors.move',
    );
  }

  function rename(
    ref: SideRef,
    track: TrackResource,
    names: { title: string; artist: string | null },
  ) {
    return changeTrack.mutateAsync({ from: ref, audioId: track.id, change: names });
  }

  return { errors, reorder, move, rename, removals };
}
