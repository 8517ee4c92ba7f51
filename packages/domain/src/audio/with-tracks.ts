import type { AlbumOptions } from '../options/album-options';
import { type DiscTracks, summariseDisc, summariseTracks } from './tracks';

/**
 * album_options after the uploader (spec 2 §2 "Save and continue", §3, §5): the track
 * summary (number, duration, exceeded), and each disc's sides and seconds on vinyl and
 * vinyl2. The web app sends these on Save and continue; the server applies them again from
 * the tracks it stores before it prices, checks out or submits, so the duration band and
 * the sides of the price never come from the client.
 */
export function withTracks(
  options: AlbumOptions | null,
  discs: readonly DiscTracks[],
  sideLimit: number,
): AlbumOptions {
  return { ...withDiscDurations(options, discs), tracks: summariseTracks(discs, sideLimit) };
}

/** Only each disc's sides and seconds on vinyl and vinyl2: what chooses the price band. */
export function withDiscDurations(
  options: AlbumOptions | null,
  discs: readonly DiscTracks[],
): AlbumOptions {
  const current = options ?? {};
  const [first, second] = discs.map(summariseDisc);
  return {
    ...current,
    ...(current.vinyl && first && { vinyl: { ...current.vinyl, ...first } }),
    ...(current.vinyl2 && second && { vinyl2: { ...current.vinyl2, ...second } }),
  };
}
