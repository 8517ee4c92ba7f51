/**
 * Integrated loudness after ITU-R BS.1770-4 / EBU R128: K-weighting (a high shelf and a
 * high-pass, coefficients for any sample rate as libebur128 — and so ffmpeg's `ebur128` —
 * computes them), mean squares per 100 ms, 400 ms blocks overlapping by 75 %, an
 * absolute gate at −70 LUFS and a relative gate 10 LU below the ungated mean.
 *
 * Each channel is filtered on its own, in its own thread when there are two (decisions 037,
 * 041): both sections run in one loop with their state in locals, and the energy of every
 * 100 ms step is summed over the channels.
 */
function kWeighting(sampleRate: number): Float64Array {
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
function channelWeights(channels: number): number[] {
  if (channels === 6) return [1, 1, 1, 0, 1.41, 1.41];
  return Array.from({ length: channels }, (_, index) => (index < 3 ? 1 : 1.41));
}

const ABSOLUTE_GATE = -70;
const toLufs = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

/** Denormals would slow every later sample down: tiny filter states become zero. */
const flush = (value: number) => (Math.abs(value) < 1e-30 ? 0 : value);

/**
 * Sum of squares of the K-weighted `plane[from..to)`, the filters' state carried on. Both
 * sections run in one loop on plain locals: V8 keeps them in registers.
 */
function filtered(
  c: Float64Array,
  state: Float64Array,
  plane: Float32Array,
  from: number,
  to: number,
): number {
  const b0 = c[0] as number;
  const b1 = c[1] as number;
  const b2 = c[2] as number;
  const a1 = c[3] as number;
  const a2 = c[4] as number;
  const h1 = c[5] as number;
  const h2 = c[6] as number;
  let x1 = state[0] as number;
  let x2 = state[1] as number;
  let y1 = state[2] as number;
  let y2 = state[3] as number;
  let u1 = state[4] as number;
  let u2 = state[5] as number;
  let z1 = state[6] as number;
  let z2 = state[7] as number;
  let sum = 0;
  for (let i = from; i < to; i++) {
    const x = plane[i] as number;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    const z = y - 2 * u1 + u2 - h1 * z1 - h2 * z2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    u2 = u1;
    u1 = y;
    z2 = z1;
    z1 = z;
    sum += z * z;
  }
  state[0] = x1;
  state[1] = x2;
  state[2] = flush(y1);
  state[3] = flush(y2);
  state[4] = u1;
  state[5] = u2;
  state[6] = flush(z1);
  state[7] = flush(z2);
  return sum;
}

/**
 * One channel's K-weighted energy per 100 ms step (its BS.1770 weight applied): the
 * channels are measured apart, in threads of their own (decision 041), and their steps
 * added up by `integratedLoudness`.
 */
export function createChannelLoudness(sampleRate: number, channel: number, channels: number) {
  const c = kWeighting(sampleRate);
  /** Shelf x1, x2, y1, y2, then high-pass x1, x2, y1, y2. */
  const state = new Float64Array(8);
  const weight = channelWeights(channels)[channel] ?? 1;
  const step = stepFrames(sampleRate);
  let energies = new Float64Array(1024);
  let steps = 0;

  /** Adds `plane[offset .. offset + count)`, which are frames `firstFrame ..` of the stream. */
  function push(plane: Float32Array, offset: number, count: number, firstFrame: number): void {
    if (weight === 0) return;
    let frame = firstFrame;
    const last = firstFrame + count;
    while (frame < last) {
      const index = Math.floor(frame / step);
      const end = Math.min(last, (index + 1) * step);
      if (index >= energies.length) {
        const grown = new Float64Array(Math.max(index + 1, energies.length * 2));
        grown.set(energies);
        energies = grown;
      }
      const from = offset + frame - firstFrame;
      const sum = filtered(c, state, plane, from, from + end - frame);
      energies[index] = (energies[index] as number) + weight * sum;
      steps = index + 1;
      frame = end;
    }
  }

  return { push, energies: () => energies.slice(0, steps) };
}

const stepFrames = (sampleRate: number) => Math.round(sampleRate / 10);

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
