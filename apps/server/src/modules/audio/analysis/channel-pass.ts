import { channelWeights, kWeighting, stepFrames } from './loudness';
import { lowBandFilters } from './low-band';
import { PASS_SLOTS, passModuleBytes } from './pass-module';
import { wasm, type WasmMemory } from './wasm';

/**
 * One loop per sample over a channel's interleaved samples (decisions 045, 049): each sample
 * is scaled and copied into the channel's plane (where the block levels, clipping, silences
 * and the true peak read it), K-weighted (the shelf and the high-pass of BS.1770) and its
 * square summed into the 100 ms step's energy, and added to the box average of the low
 * band, whose two low-pass sections run on each average as it completes.
 *
 * The loop is WebAssembly (`pass-module.ts`, decision 049): in JavaScript the bounds checks,
 * typed-array loads and stores came on top of the K-weighting's ~18 floating-point
 * operations a sample, which bound the loop on this machine; a channel now costs ~25 % less.
 * The arithmetic is the JavaScript loop's of decision 045, operation for operation in double
 * precision, so the values are the same to the last bit.
 */

const { Y1, Y2, Z1, Z2, LEFT, MADE, L1, L2, STEP, LP1, LP2, FACTOR } = PASS_SLOTS;

/** Denormals would slow every later sample down: tiny filter states become zero. */
const flush = (value: number) => (Math.abs(value) < 1e-30 ? 0 : value);

const SLOT_BYTES = 8 * 32;

/**
 * The bytes a channel's pass needs in the module's memory: coefficients and state, its low
 * band for one chunk, and the chunk's interleaved samples copied in.
 */
export const passBytes = (channels: number, chunkFrames: number) =>
  2 * SLOT_BYTES + 4 * (chunkFrames + 16) + 4 * channels * chunkFrames;

let compiled: object | undefined;

/**
 * One channel's pass, its loop in the WebAssembly memory `memory` from byte `base` on
 * (`passBytes` of room): `take` copies and measures the channel's samples as they come;
 * `endChunk` closes a chunk of the plane (its low band is handed over, as before, one piece
 * per chunk); `energies` are the weighted K-weighted energies per 100 ms step.
 */
export function createChannelPass(
  sampleRate: number,
  channel: number,
  channels: number,
  chunkFrames: number,
  memory: WasmMemory,
  base: number,
) {
  compiled ??= new wasm.Module(passModuleBytes());
  const { run16, run32, runPlane, plane16 } = new wasm.Instance(compiled, { env: { memory } })
    .exports as {
    run16: PassRun;
    run32: PassRun;
    runPlane: PassRun;
    plane16: (source: number, groups: number, plane: number) => void;
  };
  const coefficients = base;
  const state = base + SLOT_BYTES;
  const bandAt = state + SLOT_BYTES;
  const input = bandAt + 4 * (chunkFrames + 16);
  const k = kWeighting(sampleRate);
  const { factor, sections } = lowBandFilters(sampleRate);
  const c = new Float64Array(memory.buffer, coefficients, FACTOR + 1);
  c.set(k);
  for (const [index, section] of sections.entries()) {
    const { b0, b1, b2, a1, a2 } = section;
    c.set([b0, b1, b2, a1, a2], index === 0 ? LP1 : LP2);
  }
  c[FACTOR] = factor;
  const s = new Float64Array(memory.buffer, state, STEP + 1);
  s[LEFT] = factor;
  const band = new Float32Array(memory.buffer, bandAt, chunkFrames + 16);
  const input16 = new Int16Array(memory.buffer, input, 2 * channels * chunkFrames);
  const input32 = new Float32Array(memory.buffer, input, channels * chunkFrames);
  const weight = channelWeights(channels)[channel] ?? 1;
  const stepLength = stepFrames(sampleRate);
  let energies = new Float64Array(1024);
  let steps = 0;
  /** The step being summed, −1 when none. */
  let open = -1;

  /** Adds the step's sum so far to its energy (the end of a step or of a chunk). */
  function close(): void {
    if (open < 0) return;
    if (open >= energies.length) {
      const grown = new Float64Array(Math.max(open + 1, energies.length * 2));
      grown.set(energies);
      energies = grown;
    }
    energies[open] = (energies[open] as number) + weight * (s[STEP] as number);
    steps = open + 1;
    open = -1;
    s[STEP] = 0;
    for (const slot of [Y1, Y2, Z1, Z2]) s[slot] = flush(s[slot] as number);
  }

  return {
    /**
     * Copies `count` samples `stride` apart from `source[index]` into `plane[at..]` (a view
     * of `memory`), 16-bit ones scaled to ±1, and measures them; they are frames
     * `firstFrame..` of the stream. Samples already in `memory` (`input`) are read in place.
     */
    take(
      source: Int16Array | Float32Array,
      index: number,
      stride: number,
      count: number,
      plane: Float32Array,
      at: number,
      firstFrame: number,
    ): void {
      if (count === 0) return;
      const sixteen = source instanceof Int16Array;
      const run = sixteen ? run16 : run32;
      const size = sixteen ? 2 : 4;
      let from = source.byteOffset + size * index;
      if (source.buffer !== memory.buffer) {
        // Into the module's memory first (a copy at memory speed).
        const span = source.subarray(index, index + (count - 1) * stride + 1);
        if (sixteen) input16.set(span);
        else input32.set(span);
        from = input;
      }
      // A stereo 16-bit file's channel: the plane is made four samples at a time first, and
      // the loop reads it (the same floats; ~10 % less in the loop, decision 052). The last
      // group of four is left to the loop: its load would read past the last frame.
      let made = 0;
      if (sixteen && stride === 2 && count > 4) {
        made = 4 * ((count - 1) >> 2);
        plane16(from, made >> 2, plane.byteOffset + 4 * at);
      }
      let frame = firstFrame;
      const last = firstFrame + count;
      while (frame < last) {
        const step = Math.floor(frame / stepLength);
        const end = Math.min(last, (step + 1) * stepLength);
        const done = frame - firstFrame;
        const inPlane = Math.max(0, Math.min(end - frame, made - done));
        if (inPlane > 0) {
          const at4 = plane.byteOffset + 4 * (at + done);
          runPlane(at4, 4, inPlane, at4, coefficients, state, bandAt);
        }
        run(
          from + size * (done + inPlane) * stride,
          size * stride,
          end - frame - inPlane,
          plane.byteOffset + 4 * (at + done + inPlane),
          coefficients,
          state,
          bandAt,
        );
        open = step;
        if (end === (step + 1) * stepLength) close();
        frame = end;
      }
    },
    /**
     * Where up to `frames` frames of interleaved samples of `bytesPerSample` (2 or 4) can be
     * read straight into the module's memory, to be given to `take` in place (no copy).
     */
    inputBytes: (frames: number, bytesPerSample: number) =>
      new Uint8Array(memory.buffer, input, frames * channels * bytesPerSample),
    /**
     * Ends a chunk: the low band made since the last chunk, a view of the module's memory
     * valid until the next chunk (a new array per chunk cost more than its copy).
     */
    endChunk(): Float32Array {
      close();
      for (const slot of [L1 + 2, L1 + 3, L2 + 2, L2 + 3]) s[slot] = flush(s[slot] as number);
      const made = s[MADE] as number;
      s[MADE] = 0;
      return band.subarray(0, made);
    },
    energies: () => energies.slice(0, steps),
  };
}

/** `run(source, stride, count, plane, coefficients, state, band)`, byte addresses. */
type PassRun = (
  source: number,
  stride: number,
  count: number,
  plane: number,
  coefficients: number,
  state: number,
  band: number,
) => void;
