import { name, section, uleb } from './wasm';

/**
 * The channel pass's loop as a WebAssembly module (decision 049), assembled here from
 * expressions that read like the JavaScript loop of decision 045 they replace. Two functions,
 * one per kind of input: `run16` reads 16-bit integers (a 16-bit WAV's own samples) and
 * scales them by 2^−15, `run32` reads floats. Both take byte addresses in the imported memory:
 * `run(source, stride, count, plane, coefficients, state, band)` measures `count`
 * samples `stride` bytes apart from `source`, stores them as floats at `plane`, `plane + 4`,
 * …, and writes each low-band sample as a float at `band + 4 · made`. The coefficients and
 * the state are f64 slots (`PASS_SLOTS`); the state is read at the start and written back at
 * the end, so a call carries on where the last one stopped.
 *
 * Every operation is the JavaScript loop's, in the same order and in double precision (the
 * core instruction set has no fused multiply-add), so the results are bit for bit the same.
 */

/**
 * The slots: the state's (the K-weighting, the box average, the low band's two sections, the
 * step's sum) and the coefficients' (the K-weighting's 7, then each low-pass section's 5,
 * the box's size).
 */
export const PASS_SLOTS = {
  ...{ X1: 0, X2: 1, Y1: 2, Y2: 3, Z1: 4, Z2: 5, BOX: 6, LEFT: 7, MADE: 8, L1: 9, L2: 13 },
  ...{ STEP: 17, LP1: 7, LP2: 12, FACTOR: 17 },
} as const;
const { X1, X2, Y1, Y2, Z1, Z2, BOX, LEFT, MADE, L1, L2, STEP, LP1, LP2, FACTOR } = PASS_SLOTS;

/** 16-bit samples to ±1 (a power of two: exactly what dividing gives, without the division). */
const INT16_SCALE = 1 / 32_768;

// Parameters (i32 × 7), then the locals (i32 × 3, f64 × 14); `_` marks a slot's local copy.
const [SOURCE, STRIDE, COUNT, PLANE, C, S, BAND] = [0, 1, 2, 3, 4, 5, 6];
const [LEFT_, MADE_, INNER] = [7, 8, 9];
const [X1_, X2_, Y1_, Y2_, Z1_, Z2_, BOX_, SUM, X, Y, Z, DIVISOR, V, T] = [
  10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
];
const F64_LOCALS = 14;

type Code = number[];
const get = (local: number): Code => [0x20, ...uleb(local)];
const set = (local: number, value: Code): Code => [...value, 0x21, ...uleb(local)];
const f64 = (value: number): Code => [0x44, ...new Uint8Array(new Float64Array([value]).buffer)];
const i32 = (value: number): Code => [0x41, ...uleb(value)]; // small non-negative values only
const op =
  (code: number) =>
  (a: Code, b: Code): Code => [...a, ...b, code];
const add = op(0xa0);
const sub = op(0xa1);
const mul = op(0xa2);
const div = op(0xa3);
const addI32 = op(0x6a);
const subI32 = op(0x6b);
const mulI32 = op(0x6c);
/** A float rounded to single precision and back: `Math.fround`. */
const fround = (value: Code): Code => [...value, 0xb6, 0xbb];
/** f64 slot `slot` after the address `at`. */
const slot = (at: number, index: number): Code => [...get(at), 0x2b, 3, ...uleb(8 * index)];
const store = (at: number, index: number, value: Code): Code => [
  ...get(at),
  ...value,
  0x39,
  3,
  ...uleb(8 * index),
];
const storeF32 = (address: Code, value: Code): Code => [...address, ...value, 0xb6, 0x38, 2, 0];
const truncate = (value: Code): Code => [...value, 0xaa]; // i32.trunc_f64_s
const toF64 = (value: Code): Code => [...value, 0xb7]; // f64.convert_i32_s

/**
 * A low-pass section `c[k..k+5)` with state `s[t..t+4)` (x1, x2, y1, y2) on `V`, direct form
 * I as `section` in decision 045's loop: its output in `T`, the state moved on.
 */
function lowPassSection(k: number, t: number): Code {
  const y = sub(
    sub(
      add(
        add(mul(slot(C, k), get(V)), mul(slot(C, k + 1), slot(S, t))),
        mul(slot(C, k + 2), slot(S, t + 1)),
      ),
      mul(slot(C, k + 3), slot(S, t + 2)),
    ),
    mul(slot(C, k + 4), slot(S, t + 3)),
  );
  return [
    ...set(T, y),
    ...store(S, t + 1, slot(S, t)),
    ...store(S, t, get(V)),
    ...store(S, t + 3, slot(S, t + 2)),
    ...store(S, t + 2, get(T)),
  ];
}

/**
 * One function's body; `load` pushes the sample at `SOURCE` as an f64, scaled; `storesPlane`
 * false when the samples are the plane's already (`runPlane`).
 */
function body(load: Code, storesPlane = true): Code {
  const states = [X1_, X2_, Y1_, Y2_, Z1_, Z2_, BOX_].flatMap((local, k) =>
    set(local, slot(S, [X1, X2, Y1, Y2, Z1, Z2, BOX][k] as number)),
  );
  // The shelf, then the high-pass (numerator 1, −2, 1) on its output; feedback older first.
  // The coefficients are read from memory at each use: as locals they left too few
  // registers, and the filters' states went to the stack.
  const shelf = sub(
    sub(
      add(add(mul(slot(C, 0), get(X)), mul(slot(C, 1), get(X1_))), mul(slot(C, 2), get(X2_))),
      mul(slot(C, 4), get(Y2_)),
    ),
    mul(slot(C, 3), get(Y1_)),
  );
  const highPass = sub(
    sub(add(sub(get(Y), mul(f64(2), get(Y1_))), get(Y2_)), mul(slot(C, 6), get(Z2_))),
    mul(slot(C, 5), get(Z1_)),
  );
  const lowBand = [
    ...set(V, fround(div(get(BOX_), get(DIVISOR)))),
    ...lowPassSection(LP1, L1),
    ...set(V, fround(get(T))),
    ...lowPassSection(LP2, L2),
    ...storeF32(addI32(get(BAND), mulI32(get(MADE_), i32(4))), get(T)),
    ...set(MADE_, addI32(get(MADE_), i32(1))),
    ...set(BOX_, f64(0)),
    ...set(LEFT_, truncate(get(DIVISOR))),
  ];
  const sample = [
    ...set(X, load),
    ...(storesPlane ? storeF32(get(PLANE), get(X)) : []),
    ...set(Y, shelf),
    ...set(Z, highPass),
    ...set(SUM, add(get(SUM), mul(get(Z), get(Z)))),
    ...set(BOX_, add(get(BOX_), get(X))),
    ...set(X2_, get(X1_)),
    ...set(X1_, get(X)),
    ...set(Y2_, get(Y1_)),
    ...set(Y1_, get(Y)),
    ...set(Z2_, get(Z1_)),
    ...set(Z1_, get(Z)),
    ...set(SOURCE, addI32(get(SOURCE), get(STRIDE))),
    ...set(PLANE, addI32(get(PLANE), i32(4))),
  ];
  // The samples up to the end of the box average (or of the call) in an inner loop with no
  // branch: with the low band's sections inside it, the compiler kept the filters' states
  // on the stack, and the feedback waited on memory.
  const box = [
    ...set(INNER, [...get(LEFT_), ...get(COUNT), ...get(LEFT_), ...get(COUNT), 0x49, 0x1b]), // min
    ...set(COUNT, subI32(get(COUNT), get(INNER))),
    ...set(LEFT_, subI32(get(LEFT_), get(INNER))),
    ...set(INNER, addI32(get(SOURCE), mulI32(get(INNER), get(STRIDE)))),
    ...[0x03, 0x40, ...sample, ...get(SOURCE), ...get(INNER), 0x47, 0x0d, 0, 0x0b], // loop
    ...[...get(LEFT_), 0x45, 0x04, 0x40, ...lowBand, 0x0b], // if left = 0 … end
  ];
  const code = [
    ...set(DIVISOR, slot(C, FACTOR)),
    ...states,
    ...set(SUM, slot(S, STEP)),
    ...set(LEFT_, truncate(slot(S, LEFT))),
    ...set(MADE_, truncate(slot(S, MADE))),
    ...[0x02, 0x40, ...get(COUNT), 0x45, 0x0d, 0], // block; br_if count = 0
    ...[0x03, 0x40, ...box, ...get(COUNT), 0x0d, 0, 0x0b, 0x0b], // loop while count ≠ 0
    ...[X1, X2, Y1, Y2, Z1, Z2, BOX].flatMap((index, k) =>
      store(S, index, get([X1_, X2_, Y1_, Y2_, Z1_, Z2_, BOX_][k] as number)),
    ),
    ...store(S, STEP, get(SUM)),
    ...store(S, LEFT, toF64(get(LEFT_))),
    ...store(S, MADE, toF64(get(MADE_))),
    0x0b,
  ];
  return [2, 3, 0x7f, F64_LOCALS, 0x7c, ...code];
}

const simd = (op: number, ...rest: number[]): Code => [0xfd, ...uleb(op), ...rest];

/**
 * `plane16(source, groups, plane)`: a stereo 16-bit file's channel into the plane, four
 * samples at a time (decision 052) — each 32-bit lane holds a frame, the channel's sample in
 * its low half (`source` points at it): shifted up and arithmetically back, converted, scaled
 * by 2^−15. The same floats as `run16` stores (the scale is a power of two: exact).
 */
function plane16Body(): Code {
  const [FROM, GROUPS, TO] = [0, 1, 2];
  const scale = simd(0x0c, ...new Uint8Array(new Float32Array(4).fill(INT16_SCALE).buffer));
  const code = [
    ...[0x02, 0x40, ...get(GROUPS), 0x45, 0x0d, 0], // block; br_if groups = 0
    0x03,
    0x40, // loop
    ...[...get(TO), ...get(FROM), ...simd(0x00, 1, 0)], // the plane's address; v128.load
    ...[...i32(16), ...simd(0xab), ...i32(16), ...simd(0xac)], // i32x4.shl 16, shr_s 16
    ...[...simd(0xfa), ...scale, ...simd(0xe6), ...simd(0x0b, 2, 0)], // convert, × 2^−15, store
    ...set(FROM, addI32(get(FROM), i32(16))),
    ...set(TO, addI32(get(TO), i32(16))),
    ...set(GROUPS, subI32(get(GROUPS), i32(1))),
    ...[...get(GROUPS), 0x0d, 0, 0x0b, 0x0b], // br_if groups ≠ 0; end loop; end block
    0x0b,
  ];
  return [0, ...code];
}

export function passModuleBytes(): Uint8Array {
  // 16-bit: i32.load16_s, to f64, times the scale; float: f32.load, to f64.
  const run16 = body(mul(toF64([...get(SOURCE), 0x2e, 1, 0]), f64(INT16_SCALE)));
  const run32 = body([...get(SOURCE), 0x2a, 2, 0, 0xbb]);
  // The plane's own floats (made by `plane16`), measured where they are.
  const runPlane = body([...get(SOURCE), 0x2a, 2, 0, 0xbb], false);
  const plane16 = plane16Body();
  const type = [0x60, 7, ...new Array(7).fill(0x7f), 0]; // (i32 × 7) → ()
  const type3 = [0x60, 3, 0x7f, 0x7f, 0x7f, 0]; // (i32 × 3) → ()
  const bytes = [
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, [2, ...type, ...type3]),
    ...section(2, [1, ...name('env'), ...name('memory'), 2, 0, 1]), // imports a memory
    ...section(3, [4, 0, 0, 0, 1]),
    ...section(7, [
      4,
      ...[...name('run16'), 0, 0, ...name('run32'), 0, 1],
      ...[...name('runPlane'), 0, 2, ...name('plane16'), 0, 3],
    ]),
    ...section(10, [
      4,
      ...[...uleb(run16.length), ...run16, ...uleb(run32.length), ...run32],
      ...[...uleb(runPlane.length), ...runPlane, ...uleb(plane16.length), ...plane16],
    ]),
  ];
  return new Uint8Array(bytes);
}
