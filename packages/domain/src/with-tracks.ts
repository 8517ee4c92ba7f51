import { summariseDisc, summariseTracks, type AlbumOptions, type DiscTracks } from '@vinyl/domain';

/**
 * album_options after the uploader (spec 2 §2 "Save and continue", §3, §5): the track
 * summary (number, duration, exceeded), and each disc's sides and seconds on vinyl and
 * vinyl2. The server prices the options again with these.
 */
export function withTracks(
  options: AlbumOptions | null,
  discs: readonly DiscTracks[],
  sideLimit: number,
): AlbumOptions {
  const current = options ?? {};
  const [first, second] = discs.map(summariseDisc);
  return {
    ...current,
    tracks: summariseTracks(discs, sideLimit),
    ...(current.vinyl && first && { vinyl: { ...current.vinyl, ...first } }),
    ...(current.vinyl2 && second && { vinyl2: { ...current.vinyl2, ...second } }),
  };
}
