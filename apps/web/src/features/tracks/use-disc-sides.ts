import { useQueries } from '@tanstack/react-query';
import {
  isSideExceeded,
  parseQuantity,
  priceAlbum,
  summariseTracks,
  VINYL_SIDES,
  type Catalog,
  type DiscTracks,
} from '@vinyl/domain';
import { useEffect } from 'react';
import type { AlbumResource } from '../../shared/api/albums/album-resource';
import { useSessionStore } from '../../shared/session';
import { sideTracksQueryOptions } from './api/get-side-tracks';
import type { SideTracksDocument } from './api/track-resource';

export interface DiscSidesPricing {
  catalog: Catalog;
  album: AlbumResource;
}

/**
 * The track lists of every side of the album's discs (A, B, then C, D on a double), what
 * they add up to, and whether any side is over the limit of the chosen speed. Tracks in
 * `hidden` (removed, still undoable) count as gone.
 */
export function useDiscSides(
  discIds: readonly string[],
  limit: number,
  pricing: DiscSidesPricing,
  hidden: ReadonlySet<string> = new Set(),
) {
  const refs = discIds.flatMap((vinylId) => VINYL_SIDES.map((side) => ({ vinylId, side })));
  const queries = useQueries({
    queries: refs.map((ref) => sideTracksQueryOptions(ref.vinylId, ref.side)),
  });
  const documentOf = (index: number): SideTracksDocument | undefined => {
    const document = queries[index]?.data;
    if (!document || hidden.size === 0) return document;
    return { ...document, data: document.data.filter((track) => !hidden.has(track.id)) };
  };
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
  useBoxFollowsTracks(loaded, discs, limit, pricing);
  return { refs, queries, documentOf, discs, anyExceeded, loaded };
}

/**
 * The summary box shows the album as it is on the screen, at once (issue 14 item 9): the
 * saved options priced by the domain's one `priceAlbum` with the tracks shown (a track on
 * side B makes the disc two-sided), and the track count. Save and continue stores them.
 */
function useBoxFollowsTracks(
  loaded: boolean,
  discs: readonly DiscTracks[],
  limit: number,
  { catalog, album }: DiscSidesPricing,
) {
  const discsKey = JSON.stringify(discs);
  useEffect(() => {
    if (!loaded) return;
    const shown = JSON.parse(discsKey) as DiscTracks[];
    const { attributes } = album;
    const priced = priceAlbum(catalog, {
      options: attributes.album_options,
      format: attributes.album_format,
      quantity: parseQuantity(attributes.quantity),
      discs: shown,
    });
    const next = { ...priced.options, tracks: summariseTracks(shown, limit) };
    const { albumOptions, setAlbum } = useSessionStore.getState();
    if (JSON.stringify(next) !== JSON.stringify(albumOptions)) setAlbum({ albumOptions: next });
  }, [loaded, discsKey, limit, catalog, album]);
}
