import { createLoudnessMeter } from './loudness';
import { createLowBandMeter } from './low-band';
import { createTruePeakKernel, KERNEL_FRAMES, TAPS, TRUE_PEAK_GAIN } from './true-peak';

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
/** Frames per waveform slice, and per block whose level decides what is measured closely. */
const SLICE = 256;
const HISTORY = TAPS - 1;
/** 16-bit samples to ±1 (a power of two: exactly what dividing gives, without the division). */
const INT16_SCALE = 1 / 32_768;

const dB = (linear: number) => 20 * Math.log10(linear);

/**
 * One streaming pass over interleaved 32-bit float PCM: every measurement of issue 19 at
 * once, so a file is decoded a single time (decision 027).
 *
 * The frames are copied, one plane per channel, into chunks of `KERNEL_FRAMES` and each
 * channel of a chunk is measured on its own (decision 037): a first loop notes the largest
 * magnitude of every 256-frame block, and what follows reads those block levels to skip work — clipping and silences look only inside the blocks that can hold
 * them, and the true-peak filter runs only on blocks whose level × the filter's gain could
 * beat the peak found so far, the chunk's loudest block first.
 */
export function createPcmAnalyser(sampleRate: number, channels: number) {
  const loudness = createLoudnessMeter(sampleRate, channels);
  const lowBand = channels >= 2 ? createLowBandMeter(sampleRate) : undefined;
  const kernel = createTruePeakKernel(channels);
  const planes = kernel.planes;
  const blockLevels = new Float32Array(KERNEL_FRAMES / SLICE);
  const sliceLevels = new Float32Array(KERNEL_FRAMES / SLICE);
  /** The level of each channel's last block, which the next chunk's first outputs reach. */
  const lastLevels = new Float32Array(channels);
  const runs = new Array<number>(channels).fill(0);
  const slices: number[] = [];
  let staged = 0;
  let frames = 0;
  let firstSound = -1;
  let lastSound = -1;
  let clipped = 0;
  let peak = 0;

  /** Fills `blockLevels` with the largest magnitude of each block of the channel's plane. */
  function levels(channel: number, count: number): number {
    const blocks = Math.ceil(count / SLICE);
    for (let block = 0; block < blocks; block++) {
      const level = kernel.sampleMax(channel, block * SLICE, Math.min(count, (block + 1) * SLICE));
      blockLevels[block] = level;
      if (level > (sliceLevels[block] as number)) sliceLevels[block] = level;
    }
    return blocks;
  }

  /** Counts samples in runs of `CLIP_RUN` or more at full scale, runs going on across chunks. */
  function countClipped(channel: number, blocks: number, count: number): void {
    const plane = planes[channel] as Float32Array;
    let run = runs[channel] as number;
    for (let block = 0; block < blocks; block++) {
      if ((blockLevels[block] as number) < CLIP) {
        run = 0;
        continue;
      }
      const end = HISTORY + Math.min(count, (block + 1) * SLICE);
      for (let i = HISTORY + block * SLICE; i < end; i++) {
        const x = plane[i] as number;
        if (x >= CLIP || x <= -CLIP) {
          run += 1;
          if (run === CLIP_RUN) clipped += CLIP_RUN;
          else if (run > CLIP_RUN) clipped += 1;
        } else run = 0;
      }
    }
    runs[channel] = run;
  }

  /** Notes the first and last frame of the chunk above the silence level in this channel. */
  function findSound(plane: Float32Array, blocks: number, count: number): void {
    let first = 0;
    while (first < blocks && (blockLevels[first] as number) <= SILENCE) first++;
    if (first === blocks) return;
    let last = blocks - 1;
    while ((blockLevels[last] as number) <= SILENCE) last--;
    const loud = (i: number) => Math.abs(plane[HISTORY + i] as number) > SILENCE;
    let i = first * SLICE;
    while (!loud(i)) i++;
    if (firstSound < 0 || frames + i < firstSound) firstSound = frames + i;
    i = Math.min(count, (last + 1) * SLICE) - 1;
    while (!loud(i)) i--;
    if (frames + i > lastSound) lastSound = frames + i;
  }

  /** Raises `peak` to the true peak of this channel's chunk where it could be higher. */
  function measureTruePeak(channel: number, blocks: number, count: number): void {
    // Outputs of a block read the previous block's last samples too: its level counts.
    const bound = (block: number) =>
      TRUE_PEAK_GAIN *
      Math.max(
        blockLevels[block] as number,
        block > 0 ? (blockLevels[block - 1] as number) : (lastLevels[channel] as number),
      );
    const start = (block: number) => block * SLICE;
    const end = (block: number) => Math.min(count, (block + 1) * SLICE);
    let loudest = 0;
    for (let block = 0; block < blocks; block++) {
      const level = blockLevels[block] as number;
      if (level > peak) peak = level; // the samples themselves
      if (level > (blockLevels[loudest] as number)) loudest = block;
    }
    if (bound(loudest) > peak) {
      peak = Math.max(peak, kernel.oversampledMax(channel, start(loudest), end(loudest)));
    }
    for (let block = 0; block < blocks; block++) {
      if (bound(block) <= peak) continue;
      let last = block;
      while (last + 1 < blocks && bound(last + 1) > peak) last++;
      peak = Math.max(peak, kernel.oversampledMax(channel, start(block), end(last)));
      block = last;
    }
    lastLevels[channel] = blockLevels[blocks - 1] as number;
  }

  function measureChunk(count: number): void {
    if (count === 0) return;
    sliceLevels.fill(0);
    let blocks = 0;
    const [left, right] = planes as [Float32Array, Float32Array];
    if (channels >= 2) loudness.pushPair(left, right, HISTORY, count, frames);
    for (let channel = 0; channel < channels; channel++) {
      const plane = planes[channel] as Float32Array;
      blocks = levels(channel, count);
      countClipped(channel, blocks, count);
      findSound(plane, blocks, count);
      if (channels < 2 || channel >= 2)
        loudness.pushChannel(channel, plane, HISTORY, count, frames);
      measureTruePeak(channel, blocks, count);
      if (lowBand && channel < 2) lowBand.decimate(channel, plane, HISTORY, HISTORY + count);
      // The last samples become the next chunk's history.
      plane.copyWithin(0, count, count + HISTORY);
    }
    lowBand?.measure();
    for (let block = 0; block < blocks; block++) slices.push(sliceLevels[block] as number);
    frames += count;
  }

  /**
   * Takes whole frames of interleaved samples, in chunks of any size: floats, or 16-bit
   * integers (a 16-bit WAV's own samples, read without a float copy in between).
   */
  function push(interleaved: Float32Array | Int16Array): void {
    const total = interleaved.length / channels;
    let from = 0;
    while (from < total) {
      const take = Math.min(total - from, KERNEL_FRAMES - staged);
      const at = HISTORY + staged;
      const [left, right] = planes as [Float32Array, Float32Array];
      if (channels === 2 && interleaved instanceof Int16Array) {
        split16(interleaved, from, take, left, right, at);
      } else if (channels === 2 && interleaved instanceof Float32Array) {
        split(interleaved, from, take, left, right, at);
      } else {
        for (let channel = 0; channel < channels; channel++) {
          copyChannel(
            interleaved,
            from,
            take,
            channels,
            channel,
            planes[channel] as Float32Array,
            at,
          );
        }
      }
      staged += take;
      from += take;
      if (staged === KERNEL_FRAMES) {
        measureChunk(staged);
        staged = 0;
      }
    }
  }

  function finish(): PcmFindings {
    measureChunk(staged);
    staged = 0;
    const duration = frames / sampleRate;
    const low = lowBand?.result() ?? null;
    const samplePeak = slices.reduce((most, level) => Math.max(most, level), 0);
    return {
      frames,
      duration,
      integratedLufs: round(loudness.integrated(frames), 2),
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

/** Copies `count` stereo frames from frame `from` of `interleaved` into `left`/`right` at `at`. */
function split(
  interleaved: Float32Array,
  from: number,
  count: number,
  left: Float32Array,
  right: Float32Array,
  at: number,
): void {
  for (let i = 0, source = 2 * from; i < count; i++, source += 2) {
    left[at + i] = interleaved[source] as number;
    right[at + i] = interleaved[source + 1] as number;
  }
}

/** `split` for 16-bit integer frames, scaled to ±1 as ffmpeg's float output is. */
function split16(
  interleaved: Int16Array,
  from: number,
  count: number,
  left: Float32Array,
  right: Float32Array,
  at: number,
): void {
  for (let i = 0, source = 2 * from; i < count; i++, source += 2) {
    left[at + i] = (interleaved[source] as number) * INT16_SCALE;
    right[at + i] = (interleaved[source + 1] as number) * INT16_SCALE;
  }
}

/** Copies one channel of `count` frames from frame `from` of `interleaved` into `plane` at `at`. */
function copyChannel(
  interleaved: Float32Array | Int16Array,
  from: number,
  count: number,
  channels: number,
  channel: number,
  plane: Float32Array,
  at: number,
): void {
  for (let i = 0, source = from * channels + channel; i < count; i++, source += channels) {
    plane[at + i] =
      interleaved instanceof Int16Array
        ? (interleaved[source] as number) * INT16_SCALE
        : (interleaved[source] as number);
  }
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
