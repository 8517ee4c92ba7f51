/**
 * True peak after ITU-R BS.1770-4 Annex 2: 4× oversampling with the annex's 48-tap
 * polyphase interpolation filter, the largest absolute value of the oversampled signal.
 *
 * The filter runs as a few lines of WebAssembly SIMD (decision 037): the four phases are the
 * four lanes of one vector, so each input sample costs 12 vector multiply-adds. Written out
 * in JavaScript the same filter cost ~10× more and was most of the analysis.
 */
import { name, section, uleb, wasm, type WasmMemory } from './wasm';

export const PHASES: readonly (readonly number[])[] = [
  [
    0.001708984375, 0.010986328125, -0.0196533203125, 0.033203125, -0.0594482421875,
    0.1373291015625, 0.97216796875, -0.102294921875, 0.047607421875, -0.026611328125,
    0.014892578125, -0.00830078125,
  ],
  [
    -0.0291748046875, 0.029296875, -0.0517578125, 0.089111328125, -0.16650390625, 0.465087890625,
    0.77978515625, -0.2003173828125, 0.1015625, -0.0582275390625, 0.0330810546875, -0.0189208984375,
  ],
  [
    -0.0189208984375, 0.0330810546875, -0.0582275390625, 0.1015625, -0.2003173828125, 0.77978515625,
    0.465087890625, -0.16650390625, 0.089111328125, -0.0517578125, 0.029296875, -0.0291748046875,
  ],
  [
    -0.00830078125, 0.014892578125, -0.026611328125, 0.047607421875, -0.102294921875, 0.97216796875,
    0.1373291015625, -0.0594482421875, 0.033203125, -0.0196533203125, 0.010986328125,
    0.001708984375,
  ],
];
export const TAPS = 12;
/** The most any phase can amplify a stretch of samples: the sum of its taps' magnitudes. */
export const TRUE_PEAK_GAIN = Math.max(
  ...PHASES.map((taps) => taps.reduce((sum, tap) => sum + Math.abs(tap), 0)),
);

/** Frames each channel's plane holds after the TAPS − 1 samples of history. */
export const KERNEL_FRAMES = 65_536;
const PLANE = KERNEL_FRAMES + TAPS - 1;
const PAGE = 65_536;

export interface TruePeakKernel {
  /**
   * One plane per channel: `planes[c][TAPS − 1 + i]` is sample i of the chunk, the
   * TAPS − 1 before it are the previous chunk's last ones (zeros at the start).
   */
  planes: Float32Array[];
  /** The largest |oversampled value| of a channel's outputs at samples `from`..`to − 1`. */
  oversampledMax(channel: number, from: number, to: number): number;
  /**
   * The larger of `peak` and the largest |oversampled value| of the outputs at samples
   * `from`..`to − 1`, each computed only where it could be larger than the peak so far
   * (`peak16`: runs of 16 outputs whose samples are too quiet are skipped, then four
   * outputs whose central taps leave too little room). The same maximum as
   * `oversampledMax`, the values computed the same way (decision 052).
   */
  oversampledMaxAbove(channel: number, from: number, to: number, peak: number): number;
  /** The largest |sample| of `planes[channel][TAPS − 1 + from .. TAPS − 1 + to)`. */
  sampleMax(channel: number, from: number, to: number): number;
  /**
   * The largest |sample| of each of the first `blocks` blocks of `size` frames (a multiple
   * of 4) of a channel's chunk, in one call: a view, valid until the next call.
   */
  blockMaxima(channel: number, blocks: number, size: number): Float32Array;
  /** The module's memory, shared with the channel's pass (`channel-pass.ts`). */
  memory: WasmMemory;
  /** Where the `extraBytes` asked for start in `memory` (16-byte aligned). */
  extra: number;
}

let compiled: object | undefined;

export function createTruePeakKernel(channels: number, extraBytes = 0): TruePeakKernel {
  compiled ??= new wasm.Module(kernelBytes());
  // The planes, then a page for the block maxima (blocks of 4 frames or more), then the
  // caller's room.
  const maxima = 16 * Math.ceil((channels * PLANE * 4) / 16);
  // Then `peak16`'s coefficients.
  const table = maxima + PAGE;
  const coefficients = symmetricCoefficients();
  const extra = table + coefficients.byteLength;
  const memory = new wasm.Memory({ initial: Math.ceil((extra + extraBytes) / PAGE) });
  const exports = new wasm.Instance(compiled, { env: { memory } }).exports as {
    peak: (from: number, to: number) => number;
    peak4: (from: number, to: number) => number;
    level: (from: number, to: number) => number;
    levels: (from: number, to: number, out: number, size: number) => void;
    peak16: (from: number, to: number, peak: number, table: number) => number;
  };
  const { peak, peak4, level, levels, peak16 } = exports;
  new Float32Array(memory.buffer, table, coefficients.length).set(coefficients);
  const planes = Array.from(
    { length: channels },
    (_, channel) => new Float32Array(memory.buffer, channel * PLANE * 4, PLANE),
  );
  return {
    planes,
    memory,
    extra,
    // Output n reads plane[n .. n + 11], so its window starts at the plane's byte 4n. Four
    // outputs at a time, the last few (the end of a file) one at a time.
    oversampledMax(channel, from, to) {
      const start = channel * PLANE;
      const whole = from + ((to - from) & ~3);
      let most = whole > from ? peak4(4 * (start + from), 4 * (start + whole)) : 0;
      if (to > whole) most = Math.max(most, peak(4 * (start + whole), 4 * (start + to)));
      return most;
    },
    // Runs of 16 outputs in the module (the bound, then the filter where needed); the last
    // few outputs of a file (fewer than 16) as `oversampledMax` does them.
    oversampledMaxAbove(channel, from, to, most) {
      const start = channel * PLANE;
      const whole = from + ((to - from) & ~15);
      let found = most;
      if (whole > from)
        found = Math.max(found, peak16(4 * (start + from), 4 * (start + whole), most, table));
      if (to > whole) found = Math.max(found, this.oversampledMax(channel, whole, to));
      return found;
    },
    blockMaxima(channel, blocks, size) {
      const start = 4 * (channel * PLANE + TAPS - 1);
      if (blocks > 0) levels(start, start + 4 * blocks * size, maxima, 4 * size);
      return new Float32Array(memory.buffer, maxima, blocks);
    },
    sampleMax(channel, from, to) {
      const plane = planes[channel] as Float32Array;
      const start = channel * PLANE + TAPS - 1;
      const whole = from + ((to - from) & ~3);
      let most = whole > from ? level(4 * (start + from), 4 * (start + whole)) : 0;
      for (let i = TAPS - 1 + whole; i < TAPS - 1 + to; i++) {
        most = Math.max(most, Math.abs(plane[i] as number));
      }
      return most;
    },
  };
}

const simd = (op: number, ...rest: number[]): number[] => [0xfd, ...uleb(op), ...rest];

/**
 * The module, assembled here rather than shipped as a binary so it can be read:
 * `peak(from, to)` walks byte addresses `from`..`to` in steps of 4 (one sample) and keeps,
 * per lane, the largest |Σ_k h_phase[k] · x[n − k]|; it returns the largest lane.
 * Locals: 0 = address, 1 = end, 2..13 = the 12 coefficient vectors, 14 = the running max.
 * `level(from, to)` is the largest |sample| of bytes `from`..`to` (a multiple of 16 apart),
 * four at a time.
 */
function kernelBytes(): Uint8Array {
  const [ADDRESS, END, BEST] = [0, 1, 14];
  const coefficient = (j: number) => 2 + j;
  const code: number[] = [];
  for (let j = 0; j < TAPS; j++) {
    // The window starts at x[n − 11]: offset j holds x[n − (11 − j)], so tap 11 − j.
    const lanes = new Float32Array(PHASES.map((taps) => taps[TAPS - 1 - j] as number));
    code.push(...simd(0x0c, ...new Uint8Array(lanes.buffer)), 0x21, coefficient(j));
  }
  code.push(0x03, 0x40); // loop
  for (let j = 0; j < TAPS; j++) {
    code.push(0x20, ADDRESS, ...simd(0x09, 2, ...uleb(4 * j))); // v128.load32_splat
    code.push(0x20, coefficient(j), ...simd(0xe6)); // f32x4.mul
    if (j > 0) code.push(...simd(0xe4)); // f32x4.add
  }
  code.push(...simd(0xe0), 0x20, BEST, ...simd(0xeb), 0x21, BEST); // abs, pmax
  code.push(0x20, ADDRESS, 0x41, 4, 0x6a, 0x22, ADDRESS); // address += 4
  code.push(0x20, END, 0x49, 0x0d, 0, 0x0b); // br_if address < end; end loop
  for (let lane = 0; lane < 4; lane++) {
    code.push(0x20, BEST, ...simd(0x1f, lane)); // f32x4.extract_lane
    if (lane > 0) code.push(0x97); // f32.max
  }
  code.push(0x0b);
  const body = [1, 13, 0x7b, ...code]; // 13 v128 locals
  const levelCode = [
    ...[0x03, 0x40, 0x20, 0, ...simd(0x00, 2, 0), ...simd(0xe0)], // loop; |v128.load|
    ...[0x20, 2, ...simd(0xeb), 0x21, 2], // pmax into local 2
    ...[0x20, 0, 0x41, 16, 0x6a, 0x22, 0, 0x20, 1, 0x49, 0x0d, 0, 0x0b], // address += 16
    ...[0, 1, 2, 3].flatMap((lane) => [0x20, 2, ...simd(0x1f, lane), ...(lane > 0 ? [0x97] : [])]),
    0x0b,
  ];
  const levelBody = [1, 1, 0x7b, ...levelCode];
  const peak4Body = symmetricPeakBody();
  const sparseBody = sparsePeakBody();
  // `levels(from, to, out, size)`: for each block of `size` bytes from `from` to `to`, the
  // largest |sample| four at a time, stored as an f32 at `out`, `out + 4`, …
  // Locals: 0 = address, 1 = end, 2 = out, 3 = size, 4 = the block's end, 5 = its max.
  const levelsCode = [
    ...[0x03, 0x40, 0x20, 0, 0x20, 3, 0x6a, 0x21, 4], // loop; block end = address + size
    ...[...simd(0x0c, ...new Array(16).fill(0)), 0x21, 5], // max = 0
    ...[0x03, 0x40, 0x20, 0, ...simd(0x00, 2, 0), ...simd(0xe0)], // loop; |v128.load|
    ...[0x20, 5, ...simd(0xeb), 0x21, 5], // pmax into local 5
    ...[0x20, 0, 0x41, 16, 0x6a, 0x22, 0, 0x20, 4, 0x49, 0x0d, 0, 0x0b], // address += 16
    0x20,
    2, // the store's address
    ...[0, 1, 2, 3].flatMap((lane) => [0x20, 5, ...simd(0x1f, lane), ...(lane > 0 ? [0x97] : [])]),
    ...[0x38, 2, 0], // f32.store
    ...[0x20, 2, 0x41, 4, 0x6a, 0x21, 2], // out += 4
    ...[0x20, 0, 0x20, 1, 0x49, 0x0d, 0, 0x0b], // br_if address < end; end loop
    0x0b,
  ];
  const levelsBody = [2, 1, 0x7f, 1, 0x7b, ...levelsCode];
  const bytes = [
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    // (i32, i32) → f32; (i32 × 4) → (); (i32, i32, f32, i32) → f32
    ...section(1, [
      ...[3, 0x60, 2, 0x7f, 0x7f, 1, 0x7d, 0x60, 4, 0x7f, 0x7f, 0x7f, 0x7f, 0],
      ...[0x60, 4, 0x7f, 0x7f, 0x7d, 0x7f, 1, 0x7d],
    ]),
    ...section(2, [1, ...name('env'), ...name('memory'), 2, 0, 1]), // imports a memory
    ...section(3, [5, 0, 0, 0, 1, 2]),
    ...section(7, [
      5,
      ...[...name('peak'), 0, 0, ...name('level'), 0, 1],
      ...[...name('peak4'), 0, 2, ...name('levels'), 0, 3],
      ...[...name('peak16'), 0, 4],
    ]),
    ...section(10, [
      5,
      ...[...uleb(body.length), ...body],
      ...[...uleb(levelBody.length), ...levelBody],
      ...[...uleb(peak4Body.length), ...peak4Body],
      ...[...uleb(levelsBody.length), ...levelsBody],
      ...[...uleb(sparseBody.length), ...sparseBody],
    ]),
  ];
  return new Uint8Array(bytes);
}

/** The locals the symmetric filter's code works with (see `symmetricPeakBody`). */
interface SymmetricLocals {
  address: number;
  /** Pushes coefficient vector `which · 6 + k` (see `symmetricCoefficients`). */
  coefficient: (index: number) => number[];
  /** The first of the four sums. */
  sums: number;
  a: number;
  b: number;
  u: number;
  best: number;
}

const HALF = TAPS / 2;

/**
 * The 24 coefficients of `peak4`'s symmetric form, `which · 6 + k`: the sums of phase 0's
 * taps k and 11 − k, their differences, then phase 1's sums and differences; each is four
 * lanes of it.
 */
function symmetricCoefficients(): Float32Array {
  const h = PHASES as readonly (readonly number[])[];
  const values = new Float32Array(4 * 4 * HALF);
  for (let which = 0; which < 4; which++) {
    for (let k = 0; k < HALF; k++) {
      const taps = h[which < 2 ? 0 : 1] as readonly number[];
      const [a, b] = [taps[k] as number, taps[TAPS - 1 - k] as number];
      values.fill(
        which % 2 === 0 ? a + b : a - b,
        4 * (which * HALF + k),
        4 * (which * HALF + k + 1),
      );
    }
  }
  return values;
}

/**
 * The symmetric filter's code (`step`): four consecutive outputs at `address`, their values
 * kept in `best` per lane (pmax), and `address` moved on by 16 bytes.
 */
function symmetricStep({
  address,
  coefficient,
  sums: first,
  a: A,
  b: B,
  u: U,
  best: BEST,
}: SymmetricLocals) {
  const sums = [first, first + 1, first + 2, first + 3]; // S0, D0, S1, D1
  const step: number[] = [];
  for (let k = 0; k < HALF; k++) {
    // x[n − k] for the four outputs sits at byte 4(11 − k), x[n − 11 + k] at byte 4k.
    step.push(0x20, address, ...simd(0x00, 2, ...uleb(4 * (TAPS - 1 - k))), 0x22, A);
    step.push(0x20, address, ...simd(0x00, 2, ...uleb(4 * k)), 0x22, B);
    step.push(...simd(0xe4), 0x21, U); // u = a + b
    step.push(0x20, A, 0x20, B, ...simd(0xe5), 0x21, B); // v = a − b
    for (let which = 0; which < 4; which++) {
      const sum = sums[which] as number;
      if (k > 0) step.push(0x20, sum);
      step.push(0x20, which % 2 === 0 ? U : B, ...coefficient(which * HALF + k), ...simd(0xe6));
      if (k > 0) step.push(...simd(0xe4)); // f32x4.add
      step.push(0x21, sum);
    }
  }
  for (const s of [first, first + 2]) {
    step.push(0x20, s, ...simd(0xe0), 0x20, s + 1, ...simd(0xe0), ...simd(0xe4)); // |s| + |d|
  }
  step.push(...simd(0xeb), 0x20, BEST, ...simd(0xeb), 0x21, BEST); // pmax, pmax
  step.push(0x20, address, 0x41, 16, 0x6a, 0x21, address); // address += 16
  return step;
}

/** The largest of a vector's four lanes, an f32 on the stack. */
const largestLane = (local: number): number[] =>
  [0, 1, 2, 3].flatMap((lane) => [0x20, local, ...simd(0x1f, lane), ...(lane > 0 ? [0x97] : [])]);
const HALF_F32 = [0x43, ...new Uint8Array(new Float32Array([0.5]).buffer)];
const f32 = (value: number) => [0x43, ...new Uint8Array(new Float32Array([value]).buffer)];

/**
 * `peak4(from, to)`: what `peak` finds, four outputs per step (decision 045), using the
 * filter's symmetry — phase 3 is phase 0 reversed, phase 2 is phase 1 reversed. For the
 * window's pairs u_k = x[n − k] + x[n − 11 + k] and v_k = x[n − k] − x[n − 11 + k] (k < 6),
 * y0 + y3 = Σ (h0[k] + h0[11 − k]) u_k and y0 − y3 = Σ (h0[k] − h0[11 − k]) v_k, and
 * max(|y0|, |y3|) = (|y0 + y3| + |y0 − y3|) / 2; the same for phases 1 and 2. So 24
 * multiplications per output instead of 48, and the lanes hold four consecutive outputs
 * (`from`..`to` a multiple of 16 bytes apart). The float rounding differs from `peak`'s in
 * the last bits.
 * Locals: 0 = address, 1 = end, 2..25 = the coefficient vectors (sums of phase 0, differences
 * of phase 0, sums of phase 1, differences of phase 1; 6 each), 26..29 = the four sums,
 * 30, 31 = the window's two loads (then v), 32 = u, 33 = the running max.
 */
function symmetricPeakBody(): number[] {
  const [ADDRESS, END, BEST] = [0, 1, 33];
  const coefficients = symmetricCoefficients();
  const init: number[] = [];
  for (let index = 0; index < 4 * HALF; index++) {
    const lanes = coefficients.subarray(4 * index, 4 * index + 4);
    init.push(...simd(0x0c, ...new Uint8Array(lanes.slice().buffer)), 0x21, 2 + index);
  }
  const coefficient = (index: number) => [0x20, 2 + index];
  const step = symmetricStep({
    address: ADDRESS,
    coefficient,
    sums: 26,
    a: 30,
    b: 31,
    u: 32,
    best: BEST,
  });
  const code = [...init, 0x03, 0x40, ...step]; // loop
  code.push(0x20, ADDRESS, 0x20, END, 0x49, 0x0d, 0, 0x0b); // br_if address < end; end loop
  code.push(...largestLane(BEST), ...HALF_F32, 0x94, 0x0b); // × 0.5
  return [1, 32, 0x7b, ...code]; // 32 v128 locals
}

/**
 * Slightly more than the gains the skipping bounds use (`TRUE_PEAK_GAIN`, and the outer
 * taps' sums below): a bound must hold for the values as computed in floats too, whose
 * rounding (a few parts in 10^7 of the window's Σ|h|·|x|) could lift one a hair above the
 * real-number bound. 2^−10 of the gain is far more than that, and skips nearly as much.
 */
const MARGIN = 2 ** -10;
export const SKIP_GAIN = TRUE_PEAK_GAIN * (1 + MARGIN);

/** Σ|h| of a phase's taps other than the four central ones (4..7), the margin added. */
const outerGain = (taps: readonly number[]) =>
  taps.reduce((sum, tap, k) => (k >= 4 && k <= 7 ? sum : sum + Math.abs(tap)), 0) +
  TRUE_PEAK_GAIN * MARGIN;

/**
 * `peak16(from, to, peak, table)`: `peak4`'s values in runs of 16 outputs (`from`..`to` a
 * multiple of 64 bytes apart), computed only where they could beat the peak so far
 * (decision 052), in two steps:
 * - a run's outputs read the 27 samples at bytes 0..108, and none can exceed `SKIP_GAIN` ×
 *   their largest magnitude M: a run where that is ≤ the peak is skipped;
 * - else, four outputs at a time, the four central taps alone (the pairs k = 4, 5 of the
 *   symmetric form, 8 multiplications an output instead of 24): an output's value is at most
 *   (|S0c| + |D0c|) / 2 + (Σ|h| of phase 0's other taps) × M, the same for phases 1 and 2;
 *   only four outputs where that could beat the peak are computed in full.
 * Bit for bit `peak4`'s values where computed; returns the larger of `peak` and them (halved
 * as `peak4` halves them). The coefficients are read from `table` (`symmetricCoefficients`),
 * not made in the function: inside its branches the compiler made them again at each use.
 * Locals: 0 = address, 1 = end, 2 = the peak (f32), 3 = table, 4 = the run's end, 5 = M, then
 * v128s: 6 the lanes' max, 7 the run's magnitudes, 8 a, 9 b, 10 u, 11..14 sums, 15..18 u4, v4,
 * u5, v5, 19 the peak in every lane, 20 and 21 the outer taps' share for each pair of phases.
 */
function sparsePeakBody(): number[] {
  const [ADDRESS, END, PEAK, TABLE, RUN_END, M] = [0, 1, 2, 3, 4, 5];
  const [BEST, LEVEL, A, B, U, SUMS, CENTRAL, PEAKS, OUTER03, OUTER12] = [
    6, 7, 8, 9, 10, 11, 15, 19, 20, 21,
  ];
  const coefficient = (index: number) => [0x20, TABLE, ...simd(0x00, 4, ...uleb(16 * index))];
  const step = symmetricStep({
    address: ADDRESS,
    coefficient,
    sums: SUMS,
    a: A,
    b: B,
    u: U,
    best: BEST,
  });
  // The largest |sample| of bytes 0..108: six aligned loads and one overlapping the last.
  const level = [0x20, ADDRESS, ...simd(0x00, 2, 0), ...simd(0xe0), 0x21, LEVEL];
  for (const offset of [16, 32, 48, 64, 80, 92]) {
    level.push(0x20, ADDRESS, ...simd(0x00, 0, ...uleb(offset)), ...simd(0xe0)); // |v128.load|
    level.push(0x20, LEVEL, ...simd(0xeb), 0x21, LEVEL); // pmax
  }
  level.push(...widest(LEVEL));
  // The bound from the central taps, for four outputs: true when any could beat the peak.
  const central: number[] = [];
  for (const [n, k] of [
    [0, 4],
    [1, 5],
  ] as const) {
    const [u, v] = [CENTRAL + 2 * n, CENTRAL + 2 * n + 1];
    central.push(0x20, ADDRESS, ...simd(0x00, 2, ...uleb(4 * (TAPS - 1 - k))), 0x22, A);
    central.push(0x20, ADDRESS, ...simd(0x00, 2, ...uleb(4 * k)), 0x22, B);
    central.push(...simd(0xe4), 0x21, u, 0x20, A, 0x20, B, ...simd(0xe5), 0x21, v);
  }
  const part = (which: number) => [
    ...[0x20, CENTRAL + (which % 2), ...coefficient(which * HALF + 4), ...simd(0xe6)],
    ...[0x20, CENTRAL + 2 + (which % 2), ...coefficient(which * HALF + 5), ...simd(0xe6)],
    ...simd(0xe4),
  ];
  for (const [pair, outer] of [
    [0, OUTER03],
    [2, OUTER12],
  ] as const) {
    central.push(...part(pair), ...simd(0xe0), ...part(pair + 1), ...simd(0xe0), ...simd(0xe4));
    central.push(
      ...simd(0x0c, ...new Uint8Array(new Float32Array(4).fill(0.5).buffer)),
      ...simd(0xe6),
    );
    central.push(0x20, outer, ...simd(0xe4)); // (|s| + |d|) / 2 + outer × M
  }
  central.push(...simd(0xeb), 0x20, PEAKS, ...simd(0x44), ...simd(0x53)); // any lane > peak
  const gain = [0x44, ...new Uint8Array(new Float64Array([SKIP_GAIN]).buffer)];
  const [h0, h1] = PHASES as readonly (readonly number[])[];
  const code: number[] = [0x20, PEAK, ...simd(0x13), 0x21, PEAKS];
  code.push(0x02, 0x40, 0x03, 0x40); // block (out); loop (a run at a time)
  // The runs that cannot beat the peak, skipped in a loop of their own.
  code.push(0x02, 0x40, 0x03, 0x40); // block (found); loop (skip)
  code.push(0x20, ADDRESS, 0x20, END, 0x4f, 0x0d, 3); // br_if address ≥ end (out)
  code.push(...level, 0x22, M, 0xbb, ...gain, 0xa2, 0x20, PEAK, 0xbb, 0x65, 0x45, 0x0d, 1); // br_if ¬(gain × M ≤ peak) (found)
  code.push(0x20, ADDRESS, 0x41, 0xc0, 0x00, 0x6a, 0x21, ADDRESS); // address += 64
  code.push(0x0c, 0, 0x0b, 0x0b); // br skip; end loop; end block
  for (const [outer, taps] of [
    [OUTER03, h0],
    [OUTER12, h1],
  ] as const) {
    code.push(
      0x20,
      M,
      ...f32(outerGain(taps as readonly number[])),
      0x94,
      ...simd(0x13),
      0x21,
      outer,
    );
  }
  code.push(0x20, ADDRESS, 0x41, 0xc0, 0x00, 0x6a, 0x21, RUN_END); // run end = address + 64
  code.push(0x03, 0x40, ...central, 0x04, 0x40, ...step, 0x05); // loop; if (could beat) step
  code.push(0x20, ADDRESS, 0x41, 16, 0x6a, 0x21, ADDRESS, 0x0b); // else address += 16; end
  code.push(0x20, ADDRESS, 0x20, RUN_END, 0x49, 0x0d, 0, 0x0b); // br_if address < run end
  code.push(...widest(BEST), ...HALF_F32, 0x94, 0x20, PEAK, 0x97, 0x22, PEAK); // peak = max(peak, best / 2)
  code.push(...simd(0x13), 0x21, PEAKS);
  code.push(0x0c, 0, 0x0b, 0x0b); // br loop; end loop; end block
  code.push(0x20, PEAK, 0x0b);
  return [3, 1, 0x7f, 1, 0x7d, 16, 0x7b, ...code];
}

/**
 * The largest lane of a vector of non-negative floats, by two shuffles and maxima (no NaN
 * handling, which made `f32.max` a branch per lane): an f32 on the stack.
 */
const widest = (local: number): number[] => {
  const swap = (order: number[]) =>
    simd(0x0d, ...order.flatMap((lane) => [0, 1, 2, 3].map((b) => 4 * lane + b)));
  return [
    ...[0x20, local, 0x20, local, ...swap([2, 3, 0, 1]), 0x20, local, ...simd(0xeb), 0x22, local],
    ...[0x20, local, ...swap([1, 0, 3, 2]), 0x20, local, ...simd(0xeb)],
    ...simd(0x1f, 0),
  ];
};
