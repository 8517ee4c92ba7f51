import { type Biquad, type BiquadState, freshState, runBiquad } from './biquad';

/**
 * Integrated loudness after ITU-R BS.1770-4 / EBU R128: K-weighting (a high shelf and a
 * high-pass, coefficients for any sample rate as libebur128 — and so ffmpeg's `ebur128` —
 * computes them), mean squares per 100 ms, 400 ms blocks overlapping by 75 %, an
 * absolute gate at −70 LUFS and a relative gate 10 LU below the ungated mean.
 */
function kWeighting(sampleRate: number): [Biquad, Biquad] {
  let f0 = 1681.974450955533;
  const gain = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gain / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + k / q + k * k;
  const highPass = {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  return [shelf, highPass];
}

/** BS.1770 channel weights: L, R, C 1.0, LFE left out, surrounds 1.41. */
function channelWeights(channels: number): number[] {
  if (channels === 6) return [1, 1, 1, 0, 1.41, 1.41];
  return Array.from({ length: channels }, (_, index) => (index < 3 ? 1 : 1.41));
}

const ABSOLUTE_GATE = -70;
const toLufs = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

export function createLoudnessMeter(sampleRate: number, channels: number) {
  const [shelf, highPass] = kWeighting(sampleRate);
  const states = Array.from({ length: channels }, () => [freshState(), freshState()]) as [
    BiquadState,
    BiquadState,
  ][];
  const weights = channelWeights(channels);
  const step = Math.round(sampleRate / 10);
  /** Weighted mean square of each finished 100 ms step. */
  const steps: number[] = [];
  let energy = 0;
  let filled = 0;
  let scratch = new Float32Array(0);

  /** Adds one chunk, given as one Float32Array per channel of equal length. */
  function push(planes: readonly Float32Array[]): void {
    const length = planes[0]?.length ?? 0;
    if (scratch.length < length) scratch = new Float32Array(length);
    const weighted = scratch.subarray(0, length);
    let start = 0;
    while (start < length) {
      const end = Math.min(length, start + step - filled);
      for (let c = 0; c < channels; c++) {
        const weight = weights[c] ?? 1;
        if (weight === 0) continue;
        const view = (planes[c] as Float32Array).subarray(start, end);
        const out = weighted.subarray(start, end);
        const state = states[c] as [BiquadState, BiquadState];
        runBiquad(shelf, state[0], view, out);
        runBiquad(highPass, state[1], out, out);
        let sum = 0;
        for (let i = 0; i < out.length; i++) sum += (out[i] as number) * (out[i] as number);
        energy += weight * sum;
      }
      filled += end - start;
      start = end;
      if (filled === step) {
        steps.push(energy / step);
        energy = 0;
        filled = 0;
      }
    }
  }

  /** The gated integrated loudness in LUFS, or null when nothing passes the gates. */
  function integrated(): number | null {
    const blocks: number[] = [];
    for (let i = 3; i < steps.length; i++) {
      const mean =
        ((steps[i] as number) +
          (steps[i - 1] as number) +
          (steps[i - 2] as number) +
          (steps[i - 3] as number)) /
        4;
      if (mean > 0 && toLufs(mean) > ABSOLUTE_GATE) blocks.push(mean);
    }
    if (blocks.length === 0) return null;
    const relativeGate = toLufs(blocks.reduce((a, b) => a + b, 0) / blocks.length) - 10;
    const kept = blocks.filter((mean) => toLufs(mean) > relativeGate);
    return kept.length === 0 ? null : toLufs(kept.reduce((a, b) => a + b, 0) / kept.length);
  }

  return { push, integrated };
}
