/**
 * Second-order IIR sections (RBJ audio EQ cookbook forms), run in place over one
 * channel's samples with their state kept between chunks of a stream.
 */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** Filter state of one section on one channel (direct form I). */
export interface BiquadState {
  x1: number;
  x2: number;
  y1: number;
  y2: number;
}

export const freshState = (): BiquadState => ({ x1: 0, x2: 0, y1: 0, y2: 0 });

function normalised(b0: number, b1: number, b2: number, a0: number, a1: number, a2: number) {
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: a1 / a0, a2: a2 / a0 };
}

export function lowPass(sampleRate: number, frequency: number, q: number): Biquad {
  const w = (2 * Math.PI * frequency) / sampleRate;
  const alpha = Math.sin(w) / (2 * q);
  const cos = Math.cos(w);
  return normalised((1 - cos) / 2, 1 - cos, (1 - cos) / 2, 1 + alpha, -2 * cos, 1 - alpha);
}

/** Runs `f` over `input` into `output` (may be the same array), updating `s`. */
export function runBiquad(f: Biquad, s: BiquadState, input: Float32Array, output: Float32Array) {
  const { b0, b1, b2, a1, a2 } = f;
  let { x1, x2, y1, y2 } = s;
  for (let i = 0; i < input.length; i++) {
    const x = input[i] as number;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    output[i] = y;
  }
  // Denormals would slow every later sample down: flush tiny states to zero.
  s.x1 = x1;
  s.x2 = x2;
  s.y1 = Math.abs(y1) < 1e-30 ? 0 : y1;
  s.y2 = Math.abs(y2) < 1e-30 ? 0 : y2;
}
