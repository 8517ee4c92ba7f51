import { z } from 'zod';

/**
 * Thresholds of the audio checks (issue 19), kept in the catalogue (`audioChecks`) so the
 * plant can tune them in the catalogue editor; older stored catalogues fall back to
 * `DEFAULT_AUDIO_CHECKS` (`audioChecksOf`). Levels are dBTP / LUFS, times seconds.
 */
export const AudioChecksSchema = z
  .object({
    /** A vinyl master should peak at −1 dBTP or lower: inter-sample overs distort the cut. */
    maxTruePeakDbtp: z.number().min(-20).max(3),
    /** Clipped samples tolerated before a track is flagged (0: any clipping shows). */
    maxClippedSamples: z.number().int().min(0),
    /** Worst windowed correlation of the bass (below ~150 Hz) allowed; below it bass is out of phase. */
    minLowBandCorrelation: z.number().min(-1).max(1),
    /** Silence at the start of a track beyond which the customer is told. */
    maxLeadingSilence: z.number().min(0).max(60),
    /** Silence at the end of a track beyond which the customer is told. */
    maxTrailingSilence: z.number().min(0).max(60),
    /** Sample rate below which a master is called low resolution. */
    minSampleRate: z.number().int().min(8000).max(384000),
    /** Integrated loudness above which a master is called heavily limited. */
    maxIntegratedLufs: z.number().min(-40).max(0),
    /** Integrated loudness below which a master is called quiet. */
    minIntegratedLufs: z.number().min(-60).max(-5),
    /** A long side (low or very low volume advice) louder than this gets the long-and-loud advice. */
    loudSideLufs: z.number().min(-40).max(0),
    /** Loudness spread between the tracks of a side (LU) beyond which the customer is told. */
    maxSideLoudnessSpread: z.number().min(0).max(40),
  })
  .refine((checks) => checks.minIntegratedLufs < checks.maxIntegratedLufs, {
    message: 'The quiet threshold must be below the loud one',
    path: ['minIntegratedLufs'],
  });
export type AudioChecks = z.infer<typeof AudioChecksSchema>;

export const DEFAULT_AUDIO_CHECKS: AudioChecks = {
  maxTruePeakDbtp: -1,
  maxClippedSamples: 0,
  minLowBandCorrelation: 0,
  maxLeadingSilence: 1,
  maxTrailingSilence: 4,
  minSampleRate: 44100,
  maxIntegratedLufs: -7,
  minIntegratedLufs: -20,
  loudSideLufs: -10,
  maxSideLoudnessSpread: 4,
};

/** The catalogue's audio thresholds (older catalogues: the defaults). */
export function audioChecksOf(catalog: { audioChecks?: AudioChecks | undefined }): AudioChecks {
  return catalog.audioChecks ?? DEFAULT_AUDIO_CHECKS;
}

/** Seconds of silence the player leaves after a track before the next (issue 19). */
export const DEFAULT_TRACK_GAP_SECONDS = 2;
export const MAX_TRACK_GAP_SECONDS = 10;
export const TrackGapSchema = z.number().min(0).max(MAX_TRACK_GAP_SECONDS);
