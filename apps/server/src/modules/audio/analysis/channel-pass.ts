import { channelWeights, kWeighting, stepFrames } from './loudness';
import { lowBandFilters } from './low-band';

/**
 * One loop per sample over a channel's interleaved samples (decision 045): each sample is
 * scaled and copied into the channel's plane (where the block levels, clipping, silences and
 * the true peak read it), K-weighted (the shelf and the high-pass of BS.1770) and its square
 * summed into the 100 ms step's energy, and added to the box average of the low band, whose
 * two low-pass sections run on each average as it completes. Before, each of these was a
 * pass of its own over the plane; the K-weighting's feedback is a chain of dependent
 * multiplications and subtractions the processor waits on, and most of the other work
 * fits in those waits (the copy costs ~10 % on top of the K-weighting alone, not a pass).
 *
 * The arithmetic is the earlier passes', in the same order, but for one change: the
 * feedback terms are subtracted older first (`… − a2·y2 − a1·y1`), so each sample waits on
 * one multiplication and one subtraction instead of two subtractions. That moves the last
 * bits of the K-weighted energies (~1e-15 relative); the findings are unchanged.
 */

/** State slots: the K-weighting, the box average, the low band's two sections, the step. */
const [X1, X2, Y1, Y2, Z1, Z2, BOX, LEFT, MADE, L1, L2, STEP] = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 17,
];
/** Coefficient slots: the K-weighting's 7, then each low-pass section's 5, the box's size. */
const [LP1, LP2, FACTOR] = [7, 12, 17];

/** Denormals would slow every later sample down: tiny filter states become zero. */
const flush = (value: number) => (Math.abs(value) < 1e-30 ? 0 : value);

/**
 * The loop: `count` samples `stride` apart from `source[index]`, times `scale`, into
 * `plane[at..]`; the squares of the K-weighted samples are added to `s[STEP]`, the low band's
 * samples written to `band` from `s[MADE]` on.
 */
function pass(
  source: Int16Array | Float32Array,
  index: number,
  stride: number,
  scale: number,
  count: number,
  plane: Float32Array,
  at: number,
  c: Float64Array,
  s: Float64Array,
  band: Float32Array,
): void {
  const b0 = c[0] as number;
  const b1 = c[1] as number;
  const b2 = c[2] as number;
  const a1 = c[3] as number;
  const a2 = c[4] as number;
  const h1 = c[5] as number;
  const h2 = c[6] as number;
  // Counters as small integers: V8 keeps them out of the floating-point registers.
  const factor = (c[FACTOR] as number) | 0;
  let x1 = s[X1] as number;
  let x2 = s[X2] as number;
  let y1 = s[Y1] as number;
  let y2 = s[Y2] as number;
  let z1 = s[Z1] as number;
  let z2 = s[Z2] as number;
  let box = s[BOX] as number;
  let left = (s[LEFT] as number) | 0;
  let made = (s[MADE] as number) | 0;
  let sum = s[STEP] as number;
  let i = 0;
  let from = index;
  // Two samples a turn: the filters' states move once per two samples, not once per sample.
  for (; i + 1 < count; i += 2, from += 2 * stride) {
    const xa = (source[from] as number) * scale;
    plane[at + i] = xa;
    // The shelf, then the high-pass (numerator 1, −2, 1) on its output.
    const ya = b0 * xa + b1 * x1 + b2 * x2 - a2 * y2 - a1 * y1;
    const za = ya - 2 * y1 + y2 - h2 * z2 - h1 * z1;
    sum += za * za;
    box += xa;
    if (--left === 0) {
      made = lowBandSample(c, s, box / factor, band, made);
      box = 0;
      left = factor;
    }
    const xb = (source[from + stride] as number) * scale;
    plane[at + i + 1] = xb;
    const yb = b0 * xb + b1 * xa + b2 * x1 - a2 * y1 - a1 * ya;
    const zb = yb - 2 * ya + y1 - h2 * z1 - h1 * za;
    sum += zb * zb;
    box += xb;
    if (--left === 0) {
      made = lowBandSample(c, s, box / factor, band, made);
      box = 0;
      left = factor;
    }
    x2 = xa;
    x1 = xb;
    y2 = ya;
    y1 = yb;
    z2 = za;
    z1 = zb;
  }
  if (i < count) {
    const x = (source[from] as number) * scale;
    plane[at + i] = x;
    const y = b0 * x + b1 * x1 + b2 * x2 - a2 * y2 - a1 * y1;
    const z = y - 2 * y1 + y2 - h2 * z2 - h1 * z1;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    z2 = z1;
    z1 = z;
    sum += z * z;
    box += x;
    if (--left === 0) {
      made = lowBandSample(c, s, box / factor, band, made);
      box = 0;
      left = factor;
    }
  }
  s[X1] = x1;
  s[X2] = x2;
  s[Y1] = y1;
  s[Y2] = y2;
  s[Z1] = z1;
  s[Z2] = z2;
  s[BOX] = box;
  s[LEFT] = left;
  s[MADE] = made;
  s[STEP] = sum;
}

/**
 * One box average through the two low-pass sections (direct form I), each section's
 * output rounded to a float as the earlier passes stored it; returns the band's new length.
 */
function lowBandSample(
  c: Float64Array,
  s: Float64Array,
  average: number,
  band: Float32Array,
  made: number,
): number {
  const first = Math.fround(section(c, LP1, s, L1, Math.fround(average)));
  band[made] = section(c, LP2, s, L2, first);
  return made + 1;
}

/** Section `c[k..k+5)` with state `s[t..t+4)` (x1, x2, y1, y2) on `x`: its output. */
function section(c: Float64Array, k: number, s: Float64Array, t: number, x: number): number {
  const y =
    (c[k] as number) * x +
    (c[k + 1] as number) * (s[t] as number) +
    (c[k + 2] as number) * (s[t + 1] as number) -
    (c[k + 3] as number) * (s[t + 2] as number) -
    (c[k + 4] as number) * (s[t + 3] as number);
  s[t + 1] = s[t] as number;
  s[t] = x;
  s[t + 3] = s[t + 2] as number;
  s[t + 2] = y;
  return y;
}

/**
 * One channel's pass: `take` copies and measures the channel's samples as they come;
 * `endChunk` closes a chunk of the plane (its low band is handed over, as before, one
 * piece per chunk); `energies` are the weighted K-weighted energies per 100 ms step.
 */
export function createChannelPass(
  sampleRate: number,
  channel: number,
  channels: number,
  chunkFrames: number,
) {
  const k = kWeighting(sampleRate);
  const { factor, sections } = lowBandFilters(sampleRate);
  const c = new Float64Array(FACTOR + 1);
  c.set(k);
  for (const [index, section] of sections.entries()) {
    const { b0, b1, b2, a1, a2 } = section;
    c.set([b0, b1, b2, a1, a2], index === 0 ? LP1 : LP2);
  }
  c[FACTOR] = factor;
  const s = new Float64Array(STEP + 1);
  s[LEFT] = factor;
  const band = new Float32Array(Math.ceil(chunkFrames / factor) + 1);
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
     * Copies `count` samples `stride` apart from `source[index]`, times `scale`, into
     * `plane[at..]` and measures them; they are frames `firstFrame..` of the stream.
     */
    take(
      source: Int16Array | Float32Array,
      index: number,
      stride: number,
      scale: number,
      count: number,
      plane: Float32Array,
      at: number,
      firstFrame: number,
    ): void {
      let frame = firstFrame;
      const last = firstFrame + count;
      while (frame < last) {
        const step = Math.floor(frame / stepLength);
        const end = Math.min(last, (step + 1) * stepLength);
        const done = frame - firstFrame;
        pass(
          source,
          index + done * stride,
          stride,
          scale,
          end - frame,
          plane,
          at + done,
          c,
          s,
          band,
        );
        open = step;
        if (end === (step + 1) * stepLength) close();
        frame = end;
      }
    },
    /** Ends a chunk: the low band made since the last chunk (a new array). */
    endChunk(): Float32Array {
      close();
      for (const slot of [L1 + 2, L1 + 3, L2 + 2, L2 + 3]) s[slot] = flush(s[slot] as number);
      const made = s[MADE] as number;
      s[MADE] = 0;
      return band.slice(0, made);
    },
    energies: () => energies.slice(0, steps),
  };
}
