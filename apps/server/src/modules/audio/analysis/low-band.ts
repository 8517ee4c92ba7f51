import { type Biquad, lowPass } from './biquad';

/**
 * How the bass of a stereo master sits: the two channels low-passed at 150 Hz (4th-order
 * Butterworth), their correlation per one-second window, and the worst window. Bass out of
 * phase between the channels becomes vertical groove modulation that a lathe cuts badly
 * and a stylus may leave. Windows with almost no bass (below −50 dBFS) say nothing.
 *
 * Each channel's signal is first averaged down to about 4 kHz (a box filter, which also
 * keeps what folds back into the bass some 30 dB down), so the filters run on a tenth of
 * the samples; that part runs in the channel's own thread (decision 041), in the same loop
 * as the K-weighting (decision 045), and the correlation takes both channels' low bands
 * piece by piece.
 */
export const LOW_BAND_HZ = 150;
const QUIET = 10 ** (-50 / 10);

const factorOf = (sampleRate: number) => Math.max(1, Math.floor(sampleRate / 4000));

/**
 * One channel's low band: box-averaged by `factor`, then the two low-pass sections (4th-order
 * Butterworth), run sample by sample in the channel's pass (`channel-pass.ts`, decision 045).
 */
export function lowBandFilters(sampleRate: number): { factor: number; sections: Biquad[] } {
  const factor = factorOf(sampleRate);
  const rate = sampleRate / factor;
  return {
    factor,
    sections: [lowPass(rate, LOW_BAND_HZ, 0.5412), lowPass(rate, LOW_BAND_HZ, 1.3066)],
  };
}

/**
 * The correlation of two channels' low bands (`lowBandFilters` in `channel-pass.ts`), given
 * piece by piece; `release` gets each piece once it is measured (its memory can be reused).
 */
export function createLowBandCorrelation(
  sampleRate: number,
  release?: (side: 0 | 1, band: Float32Array) => void,
) {
  const window = Math.round(sampleRate / factorOf(sampleRate));
  const waiting: [Float32Array[], Float32Array[]] = [[], []];
  const used: [number, number] = [0, 0];
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

  /** Measures the samples both channels have given, window by window. */
  function measure(): void {
    for (;;) {
      const lo = waiting[0][0];
      const ro = waiting[1][0];
      if (!lo || !ro) return;
      const count = Math.min(lo.length - used[0], ro.length - used[1]);
      // Up to the end of a window at a time, the sums in locals: the loop used to keep them
      // and the count in the closure and test for a window's end at every sample, and cost
      // the main thread ~10–30 ms a file (decision 052). The same sums in the same order.
      const end = used[0] + count;
      for (let i = used[0], j = used[1]; i < end;) {
        const stop = Math.min(end, i + (window - filled));
        let a2 = ll;
        let b2 = rr;
        let ab = lr;
        filled += stop - i;
        for (; i < stop; i++, j++) {
          const a = lo[i] as number;
          const b = ro[j] as number;
          a2 += a * a;
          b2 += b * b;
          ab += a * b;
        }
        ll = a2;
        rr = b2;
        lr = ab;
        if (filled === window) closeWindow();
      }
      for (const side of [0, 1] as const) {
        used[side] += count;
        if (used[side] === waiting[side][0]?.length) {
          const done = waiting[side].shift() as Float32Array;
          used[side] = 0;
          release?.(side, done);
        }
      }
    }
  }

  return {
    /** Takes the next piece of channel 0's or 1's low band. */
    add(side: 0 | 1, band: Float32Array): void {
      if (band.length > 0) waiting[side].push(band);
      measure();
    },
    /** The worst window's correlation (−1..1) and start in seconds; null when no window had bass. */
    result(): { correlation: number; at: number } | null {
      if (filled > window / 4) closeWindow();
      return worst && { correlation: worst.correlation, at: worst.at };
    },
  };
}
