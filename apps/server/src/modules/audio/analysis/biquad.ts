/**
 * Second-order IIR sections (RBJ audio EQ cookbook forms); they run in the channel's pass
 * (`channel-pass.ts`), direct form I.
 */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

function normalised(b0: number, b1: number, b2: number, a0: number, a1: number, a2: number) {
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: a1 / a0, a2: a2 / a0 };
}

export function lowPass(sampleRate: number, frequency: number, q: number): Biquad {
  const w = (2 * Math.PI * frequency) / sampleRate;
  const alpha = Math.sin(w) / (2 * q);
  const cos = Math.cos(w);
  return normalised((1 - cos) / 2, 1 - cos, (1 - cos) / 2, 1 + alpha, -2 * cos, 1 - alpha);
}
