import {
  type AudioChecks,
  type AudioMeasurements,
  type AudioWarning,
  trackAudioWarnings,
} from '@vinyl/domain';
import type { AnalysisRow } from './analysis.repository';

export type AnalysisStatus = AnalysisRow['status'];

/** The measurements as the API spells them (snake_case). */
export function measurementsResource(m: AudioMeasurements) {
  return {
    duration: m.duration,
    sample_rate: m.sampleRate,
    bits_per_sample: m.bitsPerSample,
    channels: m.channels,
    integrated_lufs: m.integratedLufs,
    true_peak_dbtp: m.truePeakDbtp,
    clipped_samples: m.clippedSamples,
    low_band_correlation: m.lowBandCorrelation,
    low_band_out_of_phase_at: m.lowBandOutOfPhaseAt,
    leading_silence: m.leadingSilence,
    trailing_silence: m.trailingSilence,
  };
}

export type MeasurementsResource = ReturnType<typeof measurementsResource>;

export interface AudioAnalysisMeta {
  status: AnalysisStatus;
  error: string | null;
  measurements: MeasurementsResource | null;
  warnings: AudioWarning[];
  peaks_url: string | null;
  stream_url: string;
}

export function parseMeasurements(row: AnalysisRow | undefined): AudioMeasurements | null {
  if (row?.status !== 'done' || !row.measurements) return null;
  return JSON.parse(row.measurements) as AudioMeasurements;
}

/** `meta.analysis` of an audio resource (issue 19 contract); no row yet reads as pending. */
export function analysisMeta(
  audioId: string,
  row: AnalysisRow | undefined,
  checks: AudioChecks,
): AudioAnalysisMeta {
  const measurements = parseMeasurements(row);
  return {
    status: row?.status ?? 'pending',
    error: row?.status === 'failed' ? (row.error ?? 'The file could not be analysed') : null,
    measurements: measurements && measurementsResource(measurements),
    warnings: measurements ? trackAudioWarnings(measurements, checks) : [],
    peaks_url: measurements && row?.peaks_key ? `/api/audio/${audioId}/peaks` : null,
    stream_url: `/api/audio/${audioId}/stream`,
  };
}
