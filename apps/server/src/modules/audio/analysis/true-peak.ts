/**
 * True peak after ITU-R BS.1770-4 Annex 2: 4× oversampling with the annex's 48-tap
 * polyphase interpolation filter, the largest absolute value of the oversampled signal
 * (and of the samples themselves). A block whose samples, scaled by the filter's largest
 * gain, cannot beat the peak found so far is skipped: most music is far below its peak
 * most of the time, so this costs a fraction of the full filter.
 */
const PHASES: readonly (readonly number[])[] = [
  [
    0.001708984375, 0.010986328125, -0.0196533203125, 0.033203125, -0.0594482421875,
    0.1373291015625, 0.97216796875, -0.102294921875, 0.047607421875, -0.026611328125,
    0.014892578125, -0.00830078125,
  ],
  [
    -0.0291748046875, 0.029296875, -0.0517578125, 0.089111328125, -0.16650390625, 0.465087890625,
    0.77978515625, -0.2003173828125, 0.1015625, -0.0582275390625, 0.0330810546875, -0.0189208984375,
  ],
  [
    -0.0189208984375, 0.0330810546875, -0.0582275390625, 0.1015625, -0.2003173828125, 0.77978515625,
    0.465087890625, -0.16650390625, 0.089111328125, -0.0517578125, 0.029296875, -0.0291748046875,
  ],
  [
    -0.00830078125, 0.014892578125, -0.026611328125, 0.047607421875, -0.102294921875, 0.97216796875,
    0.1373291015625, -0.0594482421875, 0.033203125, -0.0196533203125, 0.010986328125,
    0.001708984375,
  ],
];
const TAPS = 12;
const BLOCK = 64;
/** The most any phase can amplify a block: the sum of its taps' magnitudes. */
const GAIN = Math.max(...PHASES.map((taps) => taps.reduce((sum, tap) => sum + Math.abs(tap), 0)));

export function createTruePeakMeter(channels: number) {
  /** The last TAPS − 1 samples of each channel, so a chunk's start sees its past. */
  const history = Array.from({ length: channels }, () => new Float32Array(TAPS - 1));
  let peak = 0;
  let work = new Float32Array(0);

  // The 48 taps written out: a loop over arrays here ran several times slower.
  function oversampledMax(x: Float32Array, from: number, to: number): number {
    let best = 0;
    for (let n = from; n < to; n++) {
      const s0 = x[n - 0] as number;
      const s1 = x[n - 1] as number;
      const s2 = x[n - 2] as number;
      const s3 = x[n - 3] as number;
      const s4 = x[n - 4] as number;
      const s5 = x[n - 5] as number;
      const s6 = x[n - 6] as number;
      const s7 = x[n - 7] as number;
      const s8 = x[n - 8] as number;
      const s9 = x[n - 9] as number;
      const s10 = x[n - 10] as number;
      const s11 = x[n - 11] as number;
      const y0 = Math.abs(
        0.001708984375 * s0 +
          0.010986328125 * s1 +
          -0.0196533203125 * s2 +
          0.033203125 * s3 +
          -0.0594482421875 * s4 +
          0.1373291015625 * s5 +
          0.97216796875 * s6 +
          -0.102294921875 * s7 +
          0.047607421875 * s8 +
          -0.026611328125 * s9 +
          0.014892578125 * s10 +
          -0.00830078125 * s11,
      );
      const y1 = Math.abs(
        -0.0291748046875 * s0 +
          0.029296875 * s1 +
          -0.0517578125 * s2 +
          0.089111328125 * s3 +
          -0.16650390625 * s4 +
          0.465087890625 * s5 +
          0.77978515625 * s6 +
          -0.2003173828125 * s7 +
          0.1015625 * s8 +
          -0.0582275390625 * s9 +
          0.0330810546875 * s10 +
          -0.0189208984375 * s11,
      );
      const y2 = Math.abs(
        -0.0189208984375 * s0 +
          0.0330810546875 * s1 +
          -0.0582275390625 * s2 +
          0.1015625 * s3 +
          -0.2003173828125 * s4 +
          0.77978515625 * s5 +
          0.465087890625 * s6 +
          -0.16650390625 * s7 +
          0.089111328125 * s8 +
          -0.0517578125 * s9 +
          0.029296875 * s10 +
          -0.0291748046875 * s11,
      );
      const y3 = Math.abs(
        -0.00830078125 * s0 +
          0.014892578125 * s1 +
          -0.026611328125 * s2 +
          0.047607421875 * s3 +
          -0.102294921875 * s4 +
          0.97216796875 * s5 +
          0.1373291015625 * s6 +
          -0.0594482421875 * s7 +
          0.033203125 * s8 +
          -0.0196533203125 * s9 +
          0.010986328125 * s10 +
          0.001708984375 * s11,
      );
      const m = Math.max(y0, y1, y2, y3);
      if (m > best) best = m;
    }
    return best;
  }

  function pushChannel(channel: number, plane: Float32Array): void {
    const past = history[channel] as Float32Array;
    const length = plane.length + past.length;
    if (work.length < length) work = new Float32Array(length);
    work.set(past, 0);
    work.set(plane, past.length);
    for (let start = past.length; start < length; start += BLOCK) {
      const end = Math.min(length, start + BLOCK);
      let local = 0;
      for (let n = start - past.length; n < end; n++) {
        const magnitude = Math.abs(work[n] as number);
        if (magnitude > local) local = magnitude;
      }
      if (local > peak) peak = Math.max(peak, sampleMax(work, start, end));
      if (local * GAIN <= peak) continue;
      peak = Math.max(peak, oversampledMax(work, start, end));
    }
    past.set(work.subarray(length - past.length, length));
  }

  return {
    push(planes: readonly Float32Array[]): void {
      planes.forEach((plane, channel) => pushChannel(channel, plane));
    },
    /** The true peak as a linear value (1 = full scale). */
    value: (): number => peak,
  };
}

function sampleMax(x: Float32Array, from: number, to: number): number {
  let best = 0;
  for (let n = from; n < to; n++) best = Math.max(best, Math.abs(x[n] as number));
  return best;
}
