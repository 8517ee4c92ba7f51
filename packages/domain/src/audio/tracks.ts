import type { TracksSummary } from '../options/album-options';

/**
 * Side limits (spec 2 §5 "Audio"): a side is exceeded when its total duration is over
 * the rpm maximum per side (see `getRpmSideLimit`). Durations are seconds.
 */
export function calculateSideDuration(tracks: readonly { duration: number }[]): number {
  return tracks.reduce((total, track) => total + track.duration, 0);
}

export function isSideExceeded(sideDuration: number, sideLimit: number): boolean {
  return sideDuration > sideLimit;
}

/** Time left on a side, never below zero. */
export function calculateRemainingTime(sideDuration: number, sideLimit: number): number {
  return Math.max(0, sideLimit - sideDuration);
}

/** Upload to a side already over its limit is refused: "You cannot upload a track if the side's minutes exceed". */
export function canUploadToSide(sideDuration: number, sideLimit: number): boolean {
  return !isSideExceeded(sideDuration, sideLimit);
}

/** Dropping a track longer than the remaining time gives "You have exceeded the limit of minutes". */
export function canAddTrackToSide(
  trackDuration: number,
  sideDuration: number,
  sideLimit: number,
): boolean {
  return trackDuration <= calculateRemainingTime(sideDuration, sideLimit);
}

/** Sides per vinyl: 2 if side B has tracks, else 1. */
export function calculateSidesPerVinyl(sideBTrackCount: number): 1 | 2 {
  return sideBTrackCount > 0 ? 2 : 1;
}

export interface DiscTracks {
  sideA: readonly { duration: number }[];
  sideB: readonly { duration: number }[];
}

/** What a disc contributes to album_options.vinyl / vinyl2: its sides and its seconds of music. */
export function summariseDisc(disc: DiscTracks): { sides: 1 | 2; duration: number } {
  return {
    sides: calculateSidesPerVinyl(disc.sideB.length),
    duration: calculateSideDuration(disc.sideA) + calculateSideDuration(disc.sideB),
  };
}

/** album_options.tracks: number of tracks, total seconds, and whether any side is over the limit. */
export function summariseTracks(discs: readonly DiscTracks[], sideLimit: number): TracksSummary {
  const sides = discs.flatMap((disc) => [disc.sideA, disc.sideB]);
  return {
    number: sides.reduce((count, side) => count + side.length, 0),
    duration: sides.reduce((total, side) => total + calculateSideDuration(side), 0),
    exceeded: sides.some((side) => isSideExceeded(calculateSideDuration(side), sideLimit)),
  };
}
