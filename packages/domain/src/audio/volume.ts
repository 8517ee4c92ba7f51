import type { Format, Rpm } from '../catalogue/values';

/**
 * Volume advice (spec 2 §9). The longer a side, the lower the cut's volume. Two tables
 * from the spec, both per format and speed, with seconds per side compared in whole
 * seconds rounded up:
 *
 * - the thresholds table gives the advice shown while uploading: optimal, the low
 *   warning with the advised minutes, and very low with its own advice. Values between
 *   optimal and the warning band get the "optimal or medium" text (spec 2 §9 does not
 *   give its minutes), here level `medium` without advice;
 * - the volume table gives the level of a side: high, medium, low, very low; a value
 *   between two bands is medium, beyond the last band very low.
 */
export type VolumeLevel = 'optimal' | 'high' | 'medium' | 'low' | 'very low';
export type VolumeKey = `${Format}-${Rpm}`;

export interface VolumeThreshold {
  optimalMax: number;
  warningFrom: number;
  warningTo: number;
  adviseMinutes: number;
  veryLowAdviseMinutes: number | null;
}

export const VOLUME_THRESHOLDS: Readonly<Partial<Record<VolumeKey, VolumeThreshold>>> = {
  '7-45': {
    optimalMax: 210,
    warningFrom: 240,
    warningTo: 360,
    adviseMinutes: 4,
    veryLowAdviseMinutes: null,
  },
  '7-33': {
    optimalMax: 270,
    warningFrom: 300,
    warningTo: 420,
    adviseMinutes: 5,
    veryLowAdviseMinutes: null,
  },
  // "warning above 420 and below 600"
  '10-45': {
    optimalMax: 360,
    warningFrom: 421,
    warningTo: 599,
    adviseMinutes: 7,
    veryLowAdviseMinutes: null,
  },
  '10-33': {
    optimalMax: 360,
    warningFrom: 361,
    warningTo: 600,
    adviseMinutes: 6,
    veryLowAdviseMinutes: 10,
  },
  '12-45': {
    optimalMax: 480,
    warningFrom: 481,
    warningTo: 720,
    adviseMinutes: 8,
    veryLowAdviseMinutes: null,
  },
  '12-33': {
    optimalMax: 720,
    warningFrom: 721,
    warningTo: 1200,
    adviseMinutes: 12,
    veryLowAdviseMinutes: 20,
  },
};

export interface VolumeBand {
  level: Exclude<VolumeLevel, 'optimal'>;
  from: number;
  to: number;
}

const band = (level: VolumeBand['level'], fromMinutes: number, toMinutes: number): VolumeBand => ({
  level,
  from: fromMinutes * 60,
  to: toMinutes * 60,
});

export const VOLUME_TABLE: Readonly<Partial<Record<VolumeKey, readonly VolumeBand[]>>> = {
  '5-45': [band('very low', 0, 2)],
  '7-45': [band('high', 0, 3.5), band('low', 4, 6)],
  '7-33': [band('high', 0, 4.5), band('low', 5, 7)],
  '10-45': [band('high', 0, 6), band('low', 7, 10)],
  '10-33': [band('high', 0, 6), band('medium', 6, 8), band('low', 8, 10), band('very low', 10, 12)],
  '12-45': [band('high', 0, 8), band('medium', 8, 10), band('low', 10, 12)],
  '12-33': [
    band('high', 0, 12),
    band('medium', 12, 15),
    band('low', 15, 20),
    band('very low', 20, 25),
  ],
};

export interface VolumeAdvice {
  level: Exclude<VolumeLevel, 'high'>;
  /** "Keep the side under N minutes"; null when no advice is due. */
  advisedMinutes: number | null;
}

const wholeSeconds = (seconds: number): number => Math.ceil(Math.max(0, seconds));

/** Advice for one side from the thresholds table; undefined for a speed the table lacks. */
export function calculateVolumeAdvice(
  format: Format,
  rpm: Rpm,
  sideSeconds: number,
): VolumeAdvice | undefined {
  const row = VOLUME_THRESHOLDS[`${format}-${rpm}`];
  if (!row) return undefined;
  const seconds = wholeSeconds(sideSeconds);
  if (seconds <= row.optimalMax) return { level: 'optimal', advisedMinutes: null };
  if (seconds < row.warningFrom) return { level: 'medium', advisedMinutes: null };
  if (seconds <= row.warningTo || row.veryLowAdviseMinutes === null) {
    return { level: 'low', advisedMinutes: row.adviseMinutes };
  }
  return { level: 'very low', advisedMinutes: row.veryLowAdviseMinutes };
}

/** Level of one side from the volume table; undefined for a speed the table lacks. */
export function calculateVolumeLevel(
  format: Format,
  rpm: Rpm,
  sideSeconds: number,
): VolumeBand['level'] | undefined {
  const bands = VOLUME_TABLE[`${format}-${rpm}`];
  if (!bands) return undefined;
  const seconds = wholeSeconds(sideSeconds);
  const found = bands.find((entry) => entry.from <= seconds && seconds <= entry.to);
  if (found) return found.level;
  const last = bands[bands.length - 1];
  return last && seconds > last.to ? 'very low' : 'medium';
}
