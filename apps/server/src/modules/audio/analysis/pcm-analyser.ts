import { createLoudnessMeter } from './loudness';
import { createLowBandMeter } from './low-band';
import { createTruePeakMeter } from './true-peak';

/** What one pass over the decoded samples finds (seconds, linear levels, LUFS). */
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
/** −60 dBFS: below it a master is silent (dither and noise floor included). */
const SILENCE = 0.001;
/** A sample this close to full scale, in a run of three or more, is a clipped one. */
const CLIP = 0.9999;
const CLIP_RUN = 3;
const SLICE = 256;

const dB = (linear: number) => 20 * Math.log10(linear);

/**
 * One streaming pass over interleaved 32-bit float PCM: every measurement of issue 19 at
 * once, so a file is decoded a single time (decision 027).
 */
export function createPcmAnalyser(sampleRate: number, channels: number) {
  const loudness = createLoudnessMeter(sampleRate, channels);
  const truePeak = createTruePeakMeter(channels);
  const lowBand = channels >= 2 ? createLowBandMeter(sampleRate) : undefined;
  const slices: number[] = [];
  const runs = new Array<number>(channels).fill(0);
  let frames = 0;
  let firstSound = -1;
  let lastSound = -1;
  let clipped = 0;
  let samplePeak = 0;
  let sliceMax = 0;
  let planes: Float32Array[] = [];

  let loudest = new Float32Array(0);

  /** Counts samples in runs of `CLIP_RUN` or more at full scale, runs going on across chunks. */
  function countClipped(plane: Float32Array, channel: number): void {
    let run = runs[channel] as number;
    let count = 0;
    for (let i = 0; i < plane.length; i++) {
      const x = plane[i] as number;
      if (x >= CLIP || x <= -CLIP) {
        run += 1;
        if (run === CLIP_RUN) count += CLIP_RUN;
        else if (run > CLIP_RUN) count += 1;
      } else run = 0;
    }
    clipped += count;
    runs[channel] = run;
  }

  /** Splits the frames into one array per channel and keeps each frame's largest magnitude. */
  function deinterleave(interleaved: Float32Array, count: number): Float32Array[] {
    if ((planes[0]?.length ?? 0) < count) {
      planes = Array.from({ length: channels }, () => new Float32Array(count));
      loudest = new Float32Array(count);
    }
    const views = planes.map((plane) => plane.subarray(0, count));
    const top = loudest.subarray(0, count);
    top.fill(0);
    for (let c = 0; c < channels; c++) {
      const view = views[c] as Float32Array;
      for (let i = 0, at = c; i < count; i++, at += channels) {
        const x = interleaved[at] as number;
        view[i] = x;
        const magnitude = Math.abs(x);
        if (magnitude > (top[i] as number)) top[i] = magnitude;
      }
      countClipped(view, c);
    }
    return views;
  }

  function push(interleaved: Float32Array): void {
    const count = Math.floor(interleaved.length / channels);
    const views = deinterleave(interleaved, count);
    let [top, first, last] = [sliceMax, firstSound, lastSound];
    for (let i = 0, frame = frames; i < count; i++, frame++) {
      const level = loudest[i] as number;
      if (level > top) top = level;
      if ((frame + 1) % SLICE === 0) {
        slices.push(top);
        if (top > samplePeak) samplePeak = top;
        top = 0;
      }
      if (level > SILENCE) {
        if (first < 0) first = frame;
        last = frame;
      }
    }
    [sliceMax, firstSound, lastSound] = [top, first, last];
    frames += count;
    loudness.push(views);
    truePeak.push(views);
    if (lowBand) lowBand.push(views[0] as Float32Array, views[1] as Float32Array);
  }

  function finish(): PcmFindings {
    if (frames % SLICE !== 0) slices.push(sliceMax);
    samplePeak = Math.max(samplePeak, sliceMax);
    const duration = frames / sampleRate;
    const low = lowBand?.result() ?? null;
    const peak = truePeak.value();
    return {
      frames,
      duration,
      integratedLufs: round(loudness.integrated(), 2),
      truePeakDbtp: peak > 0 ? round(dB(peak), 2) : null,
      samplePeak,
      clippedSamples: clipped,
      lowBandCorrelation: low && round(low.correlation, 3),
      lowBandOutOfPhaseAt: low && low.at,
      leadingSilence: firstSound < 0 ? duration : firstSound / sampleRate,
      trailingSilence: lastSound < 0 ? duration : (frames - 1 - lastSound) / sampleRate,
      peaks: reducePeaks(slices, PEAK_COUNT),
    };
  }

  return { push, finish };
}

function round(value: number | null, digits: number): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** Max-pools `slices` into `count` values (fewer when the file has fewer slices), 0..1. */
export function reducePeaks(slices: readonly number[], count: number): number[] {
  const size = Math.min(count, slices.length);
  return Array.from({ length: size }, (_, index) => {
    const from = Math.floor((index * slices.length) / size);
    const to = Math.max(from + 1, Math.floor(((index + 1) * slices.length) / size));
    let max = 0;
    for (let i = from; i < to; i++) max = Math.max(max, slices[i] as number);
    return Math.round(Math.min(1, max) * 1000) / 1000;
  });
}
