import { type ChannelFindings, createChannelMeter } from './channel-meter';
import { integratedLoudness } from './loudness';
import { createLowBandCorrelation } from './low-band';

/** What one streaming pass over the decoded samples finds (seconds, linear levels, LUFS). */
export interface PcmFindings {
  frames: number;
  duration: number;
  integratedLufs: number | null;
  truePeakDbtp: number | null;
  samplePeak: number;
  clippedSamples: number;
  lowBandCorrelation: number | null;
  lowBandOutOfPhaseAt: number | null;
  leadingSilence: number;
  trailingSilence: number;
  /** The waveform: `PEAK_COUNT` values 0..1, the largest magnitude of any channel in each slice. */
  peaks: number[];
}

export const PEAK_COUNT = 1000;

const dB = (linear: number) => 20 * Math.log10(linear);

/** The channels whose low bands are correlated: the first two of a stereo or wider file. */
export const hasLowBand = (channel: number, channels: number) => channels >= 2 && channel < 2;

/**
 * One streaming pass over interleaved PCM in this thread: every measurement of issue 19 at
 * once, so a file is decoded a single time (decision 027). Each channel is measured on its
 * own (`createChannelMeter`) and the findings merged, exactly as when the channels are
 * measured in threads of their own (decision 041).
 */
export function createPcmAnalyser(sampleRate: number, channels: number) {
  const correlation = createLowBandCorrelation(sampleRate);
  const meters = Array.from({ length: channels }, (_, channel) =>
    createChannelMeter(
      sampleRate,
      channel,
      channels,
      hasLowBand(channel, channels)
        ? (band) => correlation.add(channel as 0 | 1, band.slice())
        : undefined,
    ),
  );
  return {
    /** Whole frames of interleaved floats, or of a 16-bit WAV's own integers. */
    push(interleaved: Float32Array | Int16Array): void {
      for (const meter of meters) meter.push(interleaved);
    },
    finish: (): PcmFindings =>
      mergeChannels(
        sampleRate,
        meters.map((meter) => meter.finish()),
        correlation.result(),
      ),
  };
}

/**
 * The file's findings from its channels': energies per step add up, peaks and slice levels
 * take the largest, clipped samples add up, the sound starts at the earliest channel's.
 */
export function mergeChannels(
  sampleRate: number,
  parts: readonly ChannelFindings[],
  low: { correlation: number; at: number } | null,
): PcmFindings {
  const frames = parts[0]?.frames ?? 0;
  const duration = frames / sampleRate;
  const slices = new Float32Array(parts[0]?.slices.length ?? 0);
  let peak = 0;
  let clipped = 0;
  let firstSound = -1;
  let lastSound = -1;
  for (const part of parts) {
    for (let i = 0; i < slices.length; i++) {
      if ((part.slices[i] as number) > (slices[i] as number)) slices[i] = part.slices[i] as number;
    }
    peak = Math.max(peak, part.truePeak);
    clipped += part.clipped;
    if (part.firstSound >= 0 && (firstSound < 0 || part.firstSound < firstSound)) {
      firstSound = part.firstSound;
    }
    lastSound = Math.max(lastSound, part.lastSound);
  }
  const energies = parts.map((part) => part.energies);
  return {
    frames,
    duration,
    integratedLufs: round(integratedLoudness(sampleRate, energies, frames), 2),
    truePeakDbtp: peak > 0 ? round(dB(peak), 2) : null,
    samplePeak: slices.reduce((most, level) => Math.max(most, level), 0),
    clippedSamples: clipped,
    lowBandCorrelation: low && round(low.correlation, 3),
    lowBandOutOfPhaseAt: low && low.at,
    leadingSilence: firstSound < 0 ? duration : firstSound / sampleRate,
    trailingSilence: lastSound < 0 ? duration : (frames - 1 - lastSound) / sampleRate,
    peaks: reducePeaks(slices, PEAK_COUNT),
  };
}

function round(value: number | null, digits: number): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** Max-pools `slices` into `count` values (fewer when the file has fewer slices), 0..1. */
export function reducePeaks(slices: ArrayLike<number>, count: number): number[] {
  const size = Math.min(count, slices.length);
  return Array.from({ length: size }, (_, index) => {
    const from = Math.floor((index * slices.length) / size);
    const to = Math.max(from + 1, Math.floor(((index + 1) * slices.length) / size));
    let max = 0;
    for (let i = from; i < to; i++) max = Math.max(max, slices[i] as number);
    return Math.round(Math.min(1, max) * 1000) / 1000;
  });
}
