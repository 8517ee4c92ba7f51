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
  const extra = maxima + PAGE;
  const memory = new wasm.Memory({ initial: Math.ceil((extra + extraBytes) / PAGE) });
  const exports = new wasm.Instance(compiled, { env: { memory } }).exports as {
    peak: (from: number, to: number) => number;
    peak4: (from: number, to: number) => number;
    level: (from: number, to: number) => number;
    levels: (from: number, to: number, out: number, size: number) => void;
  };
  const { peak, peak4, level, levels } = exports;
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
    ...section(1, [2, 0x60, 2, 0x7f, 0x7f, 1, 0x7d, 0x60, 4, 0x7f, 0x7f, 0x7f, 0x7f, 0]), // (i32, i32) → f32; (i32 × 4) → ()
    ...section(2, [1, ...name('env'), ...name('memory'), 2, 0, 1]), // imports a memory
    ...section(3, [4, 0, 0, 0, 1]),
    ...section(7, [
      4,
      ...[...name('peak'), 0, 0, ...name('level'), 0, 1],
      ...[...name('peak4'), 0, 2, ...name('levels'), 0, 3],
    ]),
    ...section(10, [
      4,
      ...[...uleb(body.length), ...body],
      ...[...uleb(levelBody.length), ...levelBody],
      ...[...uleb(peak4Body.length), ...peak4Body],
      ...[...uleb(levelsBody.length), ...levelsBody],
    ]),
  ];
  return new Uint8Array(bytes);
}

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
  const [ADDRESS, END, A, B, U, BEST] = [0, 1, 30, 31, 32, 33];
  const HALF = TAPS / 2;
  const sums = [26, 27, 28, 29]; // S0, D0, S1, D1
  const coefficient = (which: number, k: number) => 2 + which * HALF + k;
  const h = PHASES as readonly (readonly number[])[];
  const values = (which: number, k: number): number => {
    const taps = h[which < 2 ? 0 : 1] as readonly number[];
    const [a, b] = [taps[k] as number, taps[TAPS - 1 - k] as number];
    return which % 2 === 0 ? a + b : a - b;
  };
  const code: number[] = [];
  for (let which = 0; which < 4; which++) {
    for (let k = 0; k < HALF; k++) {
      const lanes = new Float32Array(4).fill(values(which, k));
      code.push(...simd(0x0c, ...new Uint8Array(lanes.buffer)), 0x21, coefficient(which, k));
    }
  }
  code.push(0x03, 0x40); // loop
  for (let k = 0; k < HALF; k++) {
    // x[n − k] for the four outputs sits at byte 4(11 − k), x[n − 11 + k] at byte 4k.
    code.push(0x20, ADDRESS, ...simd(0x00, 2, ...uleb(4 * (TAPS - 1 - k))), 0x22, A);
    code.push(0x20, ADDRESS, ...simd(0x00, 2, ...uleb(4 * k)), 0x22, B);
    code.push(...simd(0xe4), 0x21, U); // u = a + b
    code.push(0x20, A, 0x20, B, ...simd(0xe5), 0x21, B); // v = a − b
    for (let which = 0; which < 4; which++) {
      const sum = sums[which] as number;
      if (k > 0) code.push(0x20, sum);
      code.push(0x20, which % 2 === 0 ? U : B, 0x20, coefficient(which, k), ...simd(0xe6));
      if (k > 0) code.push(...simd(0xe4)); // f32x4.add
      code.push(0x21, sum);
    }
  }
  for (const [s, d] of [
    [26, 27],
    [28, 29],
  ] as const) {
    code.push(0x20, s, ...simd(0xe0), 0x20, d, ...simd(0xe0), ...simd(0xe4)); // |s| + |d|
  }
  code.push(...simd(0xeb), 0x20, BEST, ...simd(0xeb), 0x21, BEST); // pmax, pmax
  code.push(0x20, ADDRESS, 0x41, 16, 0x6a, 0x22, ADDRESS); // address += 16
  code.push(0x20, END, 0x49, 0x0d, 0, 0x0b); // br_if address < end; end loop
  for (let lane = 0; lane < 4; lane++) {
    code.push(0x20, BEST, ...simd(0x1f, lane)); // f32x4.extract_lane
    if (lane > 0) code.push(0x97); // f32.max
  }
  code.push(0x43, ...new Uint8Array(new Float32Array([0.5]).buffer), 0x94, 0x0b); // × 0.5
  return [1, 32, 0x7b, ...code]; // 32 v128 locals
}
