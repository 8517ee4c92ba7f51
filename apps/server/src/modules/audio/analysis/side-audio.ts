import type { AudioMeasurements } from '@vinyl/domain';
import type { AudioAnalysisMeta } from './analysis.view';

/** A side's letter as printed on the record: disc 1 A/B, disc 2 C/D. */
export function sideName(discNumber: number, side: 'a' | 'b'): string {
  return String.fromCharCode(65 + (Math.max(1, discNumber) - 1) * 2 + (side === 'a' ? 0 : 1));
}

/** The domain's measurements back from an analysis meta (null until done). */
export function measurementsOf(
  meta: Pick<AudioAnalysisMeta, 'measurements'> | undefined,
): AudioMeasurements | null {
  const m = meta?.measurements;
  if (!m) return null;
  return {
    duration: m.duration,
    sampleRate: m.sample_rate,
    bitsPerSample: m.bits_per_sample,
    channels: m.channels,
    integratedLufs: m.integrated_lufs,
    truePeakDbtp: m.true_peak_dbtp,
    clippedSamples: m.clipped_samples,
    lowBandCorrelation: m.low_band_correlation,
    lowBandOutOfPhaseAt: m.low_band_out_of_phase_at,
    leadingSilence: m.leading_silence,
    trailingSilence: m.trailing_silence,
  };
}
