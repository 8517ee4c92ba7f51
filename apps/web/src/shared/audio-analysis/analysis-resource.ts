import type { AudioWarning } from '@vinyl/domain';

/** Where the background analysis of an audio file is (issue 19). */
export type AnalysisStatus = 'pending' | 'running' | 'done' | 'failed';

/** What ffmpeg measured, as the server sends it (snake_case, seconds, dB). */
export interface AnalysisMeasurements {
  duration: number;
  sample_rate: number;
  bits_per_sample: number | null;
  channels: number;
  integrated_lufs: number | null;
  true_peak_dbtp: number | null;
  clipped_samples: number;
  low_band_correlation: number | null;
  low_band_out_of_phase_at: number | null;
  leading_silence: number;
  trailing_silence: number;
}

/** A warning as the server sends it: a code and its values, the words are the web's. */
export type AnalysisWarning = Pick<AudioWarning, 'severity' | 'params'> & { code: string };

/** `meta.analysis` of an audio resource (GET /api/audio/{id}, a side's track list). */
export interface AudioAnalysis {
  status: AnalysisStatus;
  error: string | null;
  measurements: AnalysisMeasurements | null;
  /** The track's own findings (the side's are in the list's `meta.audio_warnings`). */
  warnings: AnalysisWarning[];
  /** `GET /api/audio/{id}/peaks` (relative to /api): `{ duration, peaks }`. */
  peaks_url: string | null;
  /** `GET /api/audio/{id}/stream` (relative to /api), with HTTP Range. */
  stream_url: string;
}

/** Still to come: the page asks again until every analysis is done or failed. */
export const isAnalysing = (analysis: Pick<AudioAnalysis, 'status'> | null | undefined) =>
  analysis?.status === 'pending' || analysis?.status === 'running';
