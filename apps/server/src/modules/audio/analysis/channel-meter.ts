import { createChannelPass, passBytes } from './channel-pass';
import { createTruePeakKernel, KERNEL_FRAMES, SKIP_GAIN, TAPS } from './true-peak';

/** What one channel's pass finds; `mergeChannels` makes the file's findings of them. */
export interface ChannelFindings {
  frames: number;
  /** K-weighted, weighted energy per 100 ms step. */
  energies: Float64Array;
  /** The largest |sample| and |oversampled value| (linear). */
  truePeak: number;
  clipped: number;
  /** The first and last frame above the silence level, −1 when none. */
  firstSound: number;
  lastSound: number;
  /** The largest |sample| of each 256-frame slice. */
  slices: Float32Array;
}

/** −60 dBFS: below it a master is silent (dither and noise floor included). */
const SILENCE = 0.001;
/** A sample this close to full scale, in a run of three or more, is a clipped one. */
const CLIP = 0.9999;
const CLIP_RUN = 3;
/** Frames per waveform slice, and per block whose level decides what is measured closely. */
export const SLICE = 256;
const HISTORY = TAPS - 1;

/**
 * One channel of interleaved PCM measured in one pass (decisions 027, 037, 041, 045): its
 * samples are copied into a plane in chunks of `KERNEL_FRAMES`, K-weighted and low-passed
 * in the same loop (`channel-pass.ts`); then a first loop over the chunk notes the
 * largest magnitude of every 256-frame block, and what follows reads those block levels to
 * skip work — clipping and silences look only inside the blocks that can hold them, and the
 * true-peak filter runs only on blocks whose level × the filter's gain could beat the peak
 * found so far, the chunk's loudest block first (and, inside those, only on runs of 16 and then
 * of 4 outputs that could, decision 052). `onLowBand` gets the channel's low band
 * piece by piece (a view valid until the next piece: copy what is kept) (channels 0 and 1 of a stereo file only).
 */
export function createChannelMeter(
  sampleRate: number,
  channel: number,
  channels: number,
  onLowBand?: (band: Float32Array) => void,
) {
  const kernel = createTruePeakKernel(1, passBytes(channels, KERNEL_FRAMES));
  const pass = createChannelPass(
    sampleRate,
    channel,
    channels,
    KERNEL_FRAMES,
    kernel.memory,
    kernel.extra,
  );
  const plane = kernel.planes[0] as Float32Array;
  const blockLevels = new Float32Array(KERNEL_FRAMES / SLICE);
  let slices = new Float32Array(1024);
  let sliceCount = 0;
  let lastLevel = 0;
  let run = 0;
  let staged = 0;
  let frames = 0;
  let firstSound = -1;
  let lastSound = -1;
  let clipped = 0;
  let peak = 0;

  /** Fills `blockLevels` with the largest magnitude of each block of the plane. */
  function levels(count: number): number {
    const blocks = Math.ceil(count / SLICE);
    if (sliceCount + blocks > slices.length) {
      const grown = new Float32Array(2 * (sliceCount + blocks));
      grown.set(slices.subarray(0, sliceCount));
      slices = grown;
    }
    // The whole blocks in one WebAssembly call, the last (the end of a file) apart.
    const whole = Math.floor(count / SLICE);
    const maxima = kernel.blockMaxima(0, whole, SLICE);
    blockLevels.set(maxima);
    slices.set(maxima, sliceCount);
    if (whole < blocks) {
      const level = kernel.sampleMax(0, whole * SLICE, count);
      blockLevels[whole] = level;
      slices[sliceCount + whole] = level;
    }
    sliceCount += blocks;
    return blocks;
  }

  /** Counts samples in runs of `CLIP_RUN` or more at full scale, runs going on across chunks. */
  function countClipped(blocks: number, count: number): void {
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
  }

  /** Notes the first and last frame of the chunk above the silence level. */
  function findSound(blocks: number, count: number): void {
    let first = 0;
    while (first < blocks && (blockLevels[first] as number) <= SILENCE) first++;
    if (first === blocks) return;
    let last = blocks - 1;
    while ((blockLevels[last] as number) <= SILENCE) last--;
    const loud = (i: number) => Math.abs(plane[HISTORY + i] as number) > SILENCE;
    let i = first * SLICE;
    while (!loud(i)) i++;
    if (firstSound < 0) firstSound = frames + i;
    i = Math.min(count, (last + 1) * SLICE) - 1;
    while (!loud(i)) i--;
    lastSound = frames + i;
  }

  /** Raises `peak` to the true peak of this chunk where it could be higher. */
  function measureTruePeak(blocks: number, count: number): void {
    // Outputs of a block read the previous block's last samples too: its level counts.
    const bound = (block: number) =>
      SKIP_GAIN *
      Math.max(
        blockLevels[block] as number,
        block > 0 ? (blockLevels[block - 1] as number) : lastLevel,
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
      peak = kernel.oversampledMaxAbove(0, start(loudest), end(loudest), peak);
    }
    for (let block = 0; block < blocks; block++) {
      if (bound(block) <= peak) continue;
      let last = block;
      while (last + 1 < blocks && bound(last + 1) > peak) last++;
      peak = kernel.oversampledMaxAbove(0, start(block), end(last), peak);
      block = last;
    }
    lastLevel = blockLevels[blocks - 1] as number;
  }

  function measureChunk(count: number): void {
    if (count === 0) return;
    const blocks = levels(count);
    countClipped(blocks, count);
    findSound(blocks, count);
    measureTruePeak(blocks, count);
    const band = pass.endChunk();
    onLowBand?.(band);
    // The last samples become the next chunk's history.
    plane.copyWithin(0, count, count + HISTORY);
    frames += count;
  }

  /**
   * Takes whole frames of interleaved samples, in pieces of any size: floats, or 16-bit
   * integers (a 16-bit WAV's own samples, scaled as they are copied).
   */
  function push(interleaved: Float32Array | Int16Array): void {
    const total = interleaved.length / channels;
    let from = 0;
    while (from < total) {
      const take = Math.min(total - from, KERNEL_FRAMES - staged);
      const source = from * channels + channel;
      // Copied into the plane, K-weighted and low-passed in one loop (decision 045).
      pass.take(interleaved, source, channels, take, plane, HISTORY + staged, frames + staged);
      staged += take;
      from += take;
      if (staged === KERNEL_FRAMES) {
        measureChunk(staged);
        staged = 0;
      }
    }
  }

  /**
   * Where the next frames can be read straight into the meter's memory (`bytesPerSample` 2
   * for 16-bit integers, 4 for floats): up to the end of its chunk. Give them to `push` as a
   * view of these bytes; they are then measured where they are, not copied (decision 049).
   */
  function inputBytes(bytesPerSample: number): Uint8Array {
    return pass.inputBytes(KERNEL_FRAMES - staged, bytesPerSample);
  }

  function finish(): ChannelFindings {
    measureChunk(staged);
    staged = 0;
    return {
      frames,
      energies: pass.energies(),
      truePeak: peak,
      clipped,
      firstSound,
      lastSound,
      slices: slices.slice(0, sliceCount),
    };
  }

  return { push, inputBytes, finish };
}
