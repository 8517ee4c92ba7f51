import { describe, expect, it } from 'vitest';
import { createTruePeakKernel, KERNEL_FRAMES, PHASES, TAPS } from './true-peak';

/** A deterministic noise in −1..1, so a failure can be replayed. */
function noise(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (2 * state) / 2_147_483_648 - 1;
  };
}

describe('the true-peak kernel skipping what cannot beat the peak (decision 052)', () => {
  const kernel = createTruePeakKernel(1);
  const plane = kernel.planes[0] as Float32Array;

  /** `oversampledMaxAbove` against the whole filter, from several peaks so far. */
  function expectSameMaximum(from: number, to: number): void {
    const whole = kernel.oversampledMax(0, from, to);
    for (const share of [0, 0.3, 0.5, 0.9, 0.999, 0.9999, 0.99999, 1, 1.2]) {
      const peak = Math.fround(whole * share);
      expect(Object.is(kernel.oversampledMaxAbove(0, from, to, peak), Math.max(peak, whole))).toBe(
        true,
      );
    }
  }

  it('finds the same maximum in noise of changing level', () => {
    const random = noise(52);
    for (let i = 0; i < plane.length; i++) {
      const level = 0.05 + 0.95 * Math.abs(Math.sin(i / 3000));
      plane[i] = Math.fround(level * random());
    }
    expectSameMaximum(0, KERNEL_FRAMES);
    expectSameMaximum(48, KERNEL_FRAMES - 1001);
  });

  it('finds the same maximum where the bound is tight: samples with the signs of a phase', () => {
    // Each output's window holds ±0.8 with the signs of one phase's taps: that phase reaches
    // its whole gain, exactly what the skipping's bound allows.
    for (const taps of PHASES) {
      const random = noise(7);
      for (let i = 0; i < plane.length; i++) plane[i] = Math.fround(0.3 * random());
      for (let at = 500; at + TAPS < KERNEL_FRAMES; at += 997) {
        for (let k = 0; k < TAPS; k++) {
          plane[at + TAPS - 1 - k] = (taps[k] as number) < 0 ? -0.8 : 0.8;
        }
      }
      expectSameMaximum(0, KERNEL_FRAMES);
    }
  });
});
