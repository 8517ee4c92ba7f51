import { type BiquadState, freshState, lowPass, runBiquad } from './biquad';

/**
 * How the bass of a stereo master sits: the two channels low-passed at 150 Hz (4th-order
 * Butterworth), their correlation per one-second window, and the worst window. Bass out of
 * phase between the channels becomes vertical groove modulation that a lathe cuts badly
 * and a stylus may leave. Windows with almost no bass (below −50 dBFS) say nothing.
 *
 * The signal is first averaged down to about 4 kHz (a box filter, which also keeps what
 * folds back into the bass some 30 dB down), so the filters run on a tenth of the samples.
 */
export const LOW_BAND_HZ = 150;
const QUIET = 10 ** (-50 / 10);

export function createLowBandMeter(sampleRate: number) {
  const factor = Math.max(1, Math.floor(sampleRate / 4000));
  const rate = sampleRate / factor;
  const sections = [lowPass(rate, LOW_BAND_HZ, 0.5412), lowPass(rate, LOW_BAND_HZ, 1.3066)];
  const states = [0, 1].map(() => sections.map(freshState)) as BiquadState[][];
  const window = Math.round(rate);
  const decimated: [Float32Array, Float32Array] = [new Float32Array(0), new Float32Array(0)];
  const made: [number, number] = [0, 0];
  const sums: [number, number] = [0, 0];
  const summed: [number, number] = [0, 0];
  let ll = 0;
  let rr = 0;
  let lr = 0;
  let filled = 0;
  let windowIndex = 0;
  let worst: { correlation: number; at: number } | null = null;

  function closeWindow(): void {
    const frames = Math.max(1, filled);
    if ((ll + rr) / (2 * frames) > QUIET && ll > 0 && rr > 0) {
      const correlation = lr / Math.sqrt(ll * rr);
      // Nearly equal windows keep the earliest: that is where the customer should listen.
      if (!worst || correlation < worst.correlation - 0.02) {
        worst = { correlation, at: windowIndex };
      }
    }
    ll = rr = lr = 0;
    filled = 0;
    windowIndex += 1;
  }

  /** Averages `factor` samples at a time of one channel's `plane[from..to)` (0 left, 1 right). */
  function decimate(channel: number, plane: Float32Array, from: number, to: number): void {
    const side = channel === 0 ? 0 : 1;
    const most = made[side] + Math.ceil((to - from) / factor) + 1;
    if (decimated[side].length < most) {
      const grown = new Float32Array(Math.max(most, 2 * decimated[side].length));
      grown.set(decimated[side].subarray(0, made[side]));
      decimated[side] = grown;
    }
    const carried = { sum: sums[side], summed: summed[side] };
    made[side] = average(plane, from, to, factor, decimated[side], made[side], carried);
    sums[side] = carried.sum;
    summed[side] = carried.summed;
  }

  /** Filters what both channels' `decimate` made and measures it, window by window. */
  function measure(): void {
    const count = Math.min(made[0], made[1]);
    const lo = decimated[0].subarray(0, count);
    const ro = decimated[1].subarray(0, count);
    sections.forEach((section, index) => {
      runBiquad(section, states[0]![index]!, lo, lo);
      runBiquad(section, states[1]![index]!, ro, ro);
    });
    let [a2, b2, ab] = [ll, rr, lr];
    for (let i = 0; i < count; i++) {
      const a = lo[i] as number;
      const b = ro[i] as number;
      a2 += a * a;
      b2 += b * b;
      ab += a * b;
      if (++filled === window) {
        [ll, rr, lr] = [a2, b2, ab];
        closeWindow();
        a2 = b2 = ab = 0;
      }
    }
    [ll, rr, lr] = [a2, b2, ab];
    made[0] = made[1] = 0;
  }

  /** The worst window's correlation (−1..1) and start in seconds; null when no window had bass. */
  function result(): { correlation: number; at: number } | null {
    if (filled > window / 4) closeWindow();
    return worst && { correlation: worst.correlation, at: worst.at };
  }

  return { decimate, measure, result };
}

/**
 * Box-averages `plane[from..to)` by `factor` into `out` from index `made`; `carried` holds
 * the sum and count of an average a previous call began. Returns the new count in `out`.
 */
function average(
  plane: Float32Array,
  from: number,
  to: number,
  factor: number,
  out: Float32Array,
  made: number,
  carried: { sum: number; summed: number },
): number {
  let count = made;
  let sum = carried.sum;
  let left = factor - carried.summed;
  for (let i = from; i < to; i++) {
    sum += plane[i] as number;
    if (--left === 0) {
      out[count++] = sum / factor;
      sum = 0;
      left = factor;
    }
  }
  const summed = factor - left;
  carried.sum = sum;
  carried.summed = summed;
  return count;
}
