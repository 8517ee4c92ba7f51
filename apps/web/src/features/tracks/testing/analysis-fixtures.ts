import type {
  AnalysisMeasurements,
  AnalysisWarning,
  AudioAnalysis,
} from '../../../shared/audio-analysis';
import type { TrackResource } from '../api/track-resource';
import { track } from './open-tracks';

/** A clean 44.1 kHz/24-bit stereo master, as the server measures one. */
export function measurements(overrides: Partial<AnalysisMeasurements> = {}): AnalysisMeasurements {
  return {
    duration: 200,
    sample_rate: 44_100,
    bits_per_sample: 24,
    channels: 2,
    integrated_lufs: -11.2,
    true_peak_dbtp: -1.4,
    clipped_samples: 0,
    low_band_correlation: 0.91,
    low_band_out_of_phase_at: null,
    leading_silence: 0.2,
    trailing_silence: 1.5,
    ...overrides,
  };
}

/** A track with its sound check in the given state. */
export function analysedTrack(
  id: string,
  title: string,
  duration: number,
  analysis: Partial<AudioAnalysis> = {},
  gapAfter?: number,
): TrackResource {
  const base = track(id, title, duration);
  const done = (analysis.status ?? 'done') === 'done';
  return {
    ...base,
    attributes: { ...base.attributes, ...(gapAfter !== undefined && { gap_after: gapAfter }) },
    meta: {
      ...base.meta,
      analysis: {
        status: 'done',
        error: null,
        measurements: done ? measurements({ duration }) : null,
        warnings: [],
        peaks_url: done ? `/api/audio/${id}/peaks` : null,
        stream_url: `/api/audio/${id}/stream`,
        ...analysis,
      },
    },
  };
}

/** The overs and out-of-phase bass of the example. */
export const oversAndPhase: { measurements: AnalysisMeasurements; warnings: AnalysisWarning[] } = {
  measurements: measurements({
    true_peak_dbtp: 0.4,
    clipped_samples: 0,
    low_band_correlation: -0.62,
    low_band_out_of_phase_at: 92,
  }),
  warnings: [
    {
      code: 'true_peak_over',
      severity: 'warning',
      params: { true_peak_dbtp: 0.4, max: -1 },
    },
    {
      code: 'bass_out_of_phase',
      severity: 'warning',
      params: { at: 92, correlation: -0.62 },
    },
  ],
};

export const peaksDocument = { duration: 200, peaks: [0, 0.5, 1, 0.5, 0.25, 0] };
