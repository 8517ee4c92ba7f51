/**
 * Integrated loudness after ITU-R BS.1770-4 / EBU R128: K-weighting (a high shelf and a
 * high-pass, coefficients for any sample rate as libebur128 — and so ffmpeg's `ebur128` —
 * computes them), mean squares per 100 ms, 400 ms blocks overlapping by 75 %, an
 * absolute gate at −70 LUFS and a relative gate 10 LU below the ungated mean.
 *
 * Each channel is filtered on its own, in its own thread when there are two (decisions 037,
 * 041), in the one loop per sample of `channel-pass.ts` (decision 045); the energy of every
 * 100 ms step is summed over the channels here.
 */
export function kWeighting(sampleRate: number): Float64Array {
  let f0 = 1681.974450955533;
  const gain = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gain / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf = [
    (vh + (vb * k) / q + k * k) / a0,
    (2 * (k * k - vh)) / a0,
    (vh - (vb * k) / q + k * k) / a0,
    (2 * (k * k - 1)) / a0,
    (1 - k / q + k * k) / a0,
  ];
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + k / q + k * k;
  // The high-pass's numerator is 1, −2, 1.
  const highPass = [(2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0];
  return Float64Array.from([...shelf, ...highPass]);
}

/** BS.1770 channel weights: L, R, C 1.0, LFE left out, surrounds 1.41. */
export function channelWeights(channels: number): number[] {
  if (channels === 6) return [1, 1, 1, 0, 1.41, 1.41];
  return Array.from({ length: channels }, (_, index) => (index < 3 ? 1 : 1.41));
}

const ABSOLUTE_GATE = -70;
const toLufs = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

export const stepFrames = (sampleRate: number) => Math.round(sampleRate / 10);

/**
 * The gated integrated loudness in LUFS of `frames` frames from each channel's energies
 * per step, or null when nothing passes.
 */
export function integratedLoudness(
  sampleRate: number,
  channelEnergies: readonly Float64Array[],
  frames: number,
): number | null {
  const step = stepFrames(sampleRate);
  const steps = Math.floor(frames / step);
  const energies = new Float64Array(steps);
  for (const channel of channelEnergies) {
    for (let i = 0; i < Math.min(steps, channel.length); i++) {
      energies[i] = (energies[i] as number) + (channel[i] as number);
    }
  }
  const blocks: number[] = [];
  for (let i = 3; i < steps; i++) {
    const mean =
      ((energies[i] as number) +
        (energies[i - 1] as number) +
        (energies[i - 2] as number) +
        (energies[i - 3] as number)) /
      (4 * step);
    if (mean > 0 && toLufs(mean) > ABSOLUTE_GATE) blocks.push(mean);
  }
  if (blocks.length === 0) return null;
  const relativeGate = toLufs(blocks.reduce((a, b) => a + b, 0) / blocks.length) - 10;
  const kept = blocks.filter((mean) => toLufs(mean) > relativeGate);
  return kept.length === 0 ? null : toLufs(kept.reduce((a, b) => a + b, 0) / kept.length);
}
