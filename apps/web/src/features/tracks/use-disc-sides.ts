import { useQueries } from '@tanstack/react-query';
import { isSideExceeded, summariseTracks, VINYL_SIDES, type DiscTracks } from '@vinyl/domain';
import { useEffect } from 'react';
import { useSessionStore } from '../../shared/session';
import { sideTracksQueryOptions } from './api/get-side-tracks';
import type { SideTracksDocument } from './api/track-resource';

/**
 * The track lists of every side of the album's discs (A, B, then C, D on a double), what
 * they add up to, and whether any side is over the limit of the chosen speed.
 */
export function useDiscSides(discIds: readonly string[], limit: number) {
  const refs = discIds.flatMap((vinylId) => VINYL_SIDES.map((side) => ({ vinylId, side })));
  const queries = useQueries({
    queries: refs.map((ref) => sideTracksQueryOptions(ref.vinylId, ref.side)),
  });
  const documentOf = (index: number): SideTracksDocument | undefined => queries[index]?.data;
  const durations = (index: number) =>
    (documentOf(index)?.data ?? []).map((track) => ({ duration: track.attributes.duration }));
  const discs: DiscTracks[] = discIds.map((_, disc) => ({
    sideA: durations(disc * 2),
    sideB: durations(disc * 2 + 1),
  }));
  const anyExceeded = discs.some((disc) =>
    [disc.sideA, disc.sideB].some((side) =>
      isSideExceeded(
        side.reduce((total, track) => total + track.duration, 0),
        limit,
      ),
    ),
  );
  const loaded = queries.every((query) => query.isSuccess);
  const summary = summariseTracks(discs, limit);

  // The summary box counts the tracks as they come and go; Save and continue stores them.
  useEffect(() => {
    if (!loaded) return;
    const { albumOptions, setAlbum } = useSessionStore.getState();
    const current = albumOptions.tracks;
    if (current?.number === summary.number && current.exceeded === summary.exceeded) return;
    setAlbum({ albumOptions: { ...albumOptions, tracks: summary } });
  }, [loaded, summary]);

  return { refs, queries, documentOf, discs, anyExceeded, loaded };
}
