import { defaultRpm, getRpmSideLimit } from '../albums/formats';
import type { Catalog } from '../catalogue/schema';
import type { Format, Rpm } from '../catalogue/values';
import { canAddTrackToSide, canUploadToSide } from './tracks';

/** The two sides of a disc and their relation names (spec 2 §3, §7: side_a_tracks). */
export const VINYL_SIDES = ['a', 'b'] as const;
export type VinylSide = (typeof VINYL_SIDES)[number];

export function sideRelation(side: VinylSide): `side_${VinylSide}_tracks` {
  return `side_${side}_tracks`;
}

/**
 * Seconds allowed per side at the album's speed (spec 2 §9 rpm limits); an album without
 * a speed yet is measured at the speed it would start with. Undefined when the format
 * offers no speed at all.
 */
export function sideLimitFor(
  catalog: Pick<Catalog, 'formats'>,
  format: Format,
  rpm: Rpm | null | undefined,
): number | undefined {
  const speed = rpm ?? defaultRpm(catalog, format);
  return speed === undefined ? undefined : getRpmSideLimit(catalog, format, speed);
}

/**
 * Whether one more track fits on a side (spec 2 §5): a side already over its limit takes
 * nothing ("You cannot upload a track if the side's minutes exceed"); a track longer than
 * the time left is refused ("You have exceeded the limit of minutes").
 */
export type TrackFit = 'ok' | 'side_full' | 'minutes_exceeded';

export function checkTrackFits(
  sideDuration: number,
  trackDuration: number,
  sideLimit: number,
): TrackFit {
  if (!canUploadToSide(sideDuration, sideLimit)) return 'side_full';
  if (!canAddTrackToSide(trackDuration, sideDuration, sideLimit)) return 'minutes_exceeded';
  return 'ok';
}

/** Per track in side order: whether the side is over its limit by the end of that track. */
export function markExceededTracks(durations: readonly number[], sideLimit: number): boolean[] {
  let elapsed = 0;
  return durations.map((duration) => {
    elapsed += duration;
    return elapsed > sideLimit;
  });
}
