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
  let left = new Float32Array(0);
  let right = new Float32Array(0);
  let sumL = 0;
  let sumR = 0;
  let summed = 0;
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

  /** Averages `factor` samples at a time into `left`/`right`; returns how many it made. */
  function decimate(l: Float32Array, r: Float32Array): number {
    const most = Math.ceil(l.length / factor) + 1;
    if (left.length < most) {
      left = new Float32Array(most);
      right = new Float32Array(most);
    }
    // Closure variables read and written per sample are slow in V8: work on locals.
    let made = 0;
    let sl = sumL;
    let sr = sumR;
    let count = summed;
    for (let i = 0; i < l.length; i++) {
      sl += l[i] as number;
      sr += r[i] as number;
      if (++count === factor) {
        left[made] = sl / factor;
        right[made] = sr / factor;
        made += 1;
        sl = sr = 0;
        count = 0;
      }
    }
    sumL = sl;
    sumR = sr;
    summed = count;
    return made;
  }

  function push(l: Float32Array, r: Float32Array): void {
    const made = decimate(l, r);
    const lo = left.subarray(0, made);
    const ro = right.subarray(0, made);
    sections.forEach((section, index) => {
      runBiquad(section, states[0]![index]!, lo, lo);
      runBiquad(section, states[1]![index]!, ro, ro);
    });
    let [a2, b2, ab] = [ll, rr, lr];
    for (let i = 0; i < made; i++) {
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
  }

  /** The worst window's correlation (−1..1) and start in seconds; null when no window had bass. */
  function result(): { correlation: number; at: number } | null {
    if (filled > window / 4) closeWindow();
    return worst && { correlation: worst.correlation, at: worst.at };
  }

  return { push, result };
}
