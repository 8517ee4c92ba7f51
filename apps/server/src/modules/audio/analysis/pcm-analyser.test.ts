import { describe, expect, it } from 'vitest';
import { createPcmAnalyser, type PcmFindings } from './pcm-analyser';
import { KERNEL_FRAMES, PHASES } from './true-peak';

const RATE = 44_100;

/** A deterministic noise, so a failure can be replayed. */
function noise(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648 - 0.5;
  };
}

/** Interleaved stereo frames from one function per channel of the frame index. */
function stereo(frames: number, left: (i: number) => number, right: (i: number) => number) {
  const pcm = new Float32Array(2 * frames);
  for (let i = 0; i < frames; i++) {
    pcm[2 * i] = left(i);
    pcm[2 * i + 1] = right(i);
  }
  return pcm;
}

function analyse(pcm: Float32Array | Int16Array, chunkFrames: number[]): PcmFindings {
  const analyser = createPcmAnalyser(RATE, 2);
  let at = 0;
  for (let turn = 0; at < pcm.length; turn++) {
    const frames = chunkFrames[turn % chunkFrames.length] as number;
    analyser.push(pcm.subarray(at, Math.min(pcm.length, at + 2 * frames)));
    at += 2 * frames;
  }
  return analyser.finish();
}

/** BS.1770 Annex 2 written plainly: every output of every phase, in double precision. */
function referenceTruePeak(pcm: Float32Array, channel: number): number {
  const x = (n: number) => (n < 0 ? 0 : (pcm[2 * n + channel] as number));
  let best = 0;
  for (let n = 0; 2 * n < pcm.length; n++) {
    best = Math.max(best, Math.abs(x(n)));
    for (const taps of PHASES) {
      let sum = 0;
      for (let k = 0; k < taps.length; k++) sum += (taps[k] as number) * x(n - k);
      best = Math.max(best, Math.abs(sum));
    }
  }
  return best;
}

describe('the one-pass PCM analyser', () => {
  // Three chunks of the analyser and a bit: the boundaries are where state must carry over.
  const frames = 3 * KERNEL_FRAMES + 1234;
  const random = noise(19);
  const edge = KERNEL_FRAMES + 3;
  // Quiet noise under a tone, one loud inter-sample burst just after a chunk boundary.
  const pcm = stereo(
    frames,
    (i) =>
      0.05 * random() +
      0.2 * Math.sin((2 * Math.PI * 220 * i) / RATE) +
      (Math.abs(i - edge) < 4 ? 0.7 * Math.sin((Math.PI / 2) * i + Math.PI / 4) : 0),
    (i) => 0.05 * random() - 0.2 * Math.sin((2 * Math.PI * 80 * i) / RATE),
  );

  it('finds the same true peak as the plain BS.1770 filter, across chunk boundaries', () => {
    const found = analyse(pcm, [frames]);
    const reference = Math.max(referenceTruePeak(pcm, 0), referenceTruePeak(pcm, 1));
    expect(found.truePeakDbtp).toBeCloseTo(20 * Math.log10(reference), 2);
  });

  it('reads the same whatever the sizes of the pieces it is given', () => {
    const whole = analyse(pcm, [frames]);
    expect(analyse(pcm, [1, 999, 4096, 70_001, 17])).toEqual(whole);
    expect(analyse(pcm, [KERNEL_FRAMES - 1, 2])).toEqual(whole);
  });

  it('reads 16-bit samples as their floats, whatever the sizes of the pieces', () => {
    // A stereo 16-bit channel's plane is made four samples at a time (decision 052).
    const ints = Int16Array.from(pcm, (value) => Math.round(value * 32_767));
    const whole = analyse(ints, [frames]);
    expect(analyse(ints, [1, 999, 4096, 70_001, 17])).toEqual(whole);
    expect(analyse(ints, [KERNEL_FRAMES - 1, 2, 5])).toEqual(whole);
    expect(
      analyse(
        Float32Array.from(ints, (value) => value / 32_768),
        [frames],
      ),
    ).toEqual(whole);
  });

  it('counts clipped runs and silences to the frame, across chunk boundaries', () => {
    const clipFrom = KERNEL_FRAMES - 2; // a run of 5 at full scale straddling the boundary
    const sound = [1000, 2 * KERNEL_FRAMES + 77] as const;
    const signal = stereo(
      frames,
      (i) => (i >= clipFrom && i < clipFrom + 5 ? 1 : i >= sound[0] && i <= sound[1] ? 0.3 : 0),
      (i) => (i === KERNEL_FRAMES + 10 ? -1 : 0), // a lone full-scale sample is no clipping
    );
    const found = analyse(signal, [5000]);
    expect(found.clippedSamples).toBe(5);
    expect(found.leadingSilence).toBeCloseTo(sound[0] / RATE, 9);
    expect(found.trailingSilence).toBeCloseTo((frames - 1 - sound[1]) / RATE, 9);
    expect(found.samplePeak).toBe(1);
  });

  it('says the bass is out of phase when one channel is the other inverted', () => {
    const bass = (i: number) => 0.4 * Math.sin((2 * Math.PI * 60 * i) / RATE);
    const found = analyse(
      stereo(frames, bass, (i) => -bass(i)),
      [8192],
    );
    expect(found.lowBandCorrelation).toBeLessThan(-0.99);
    expect(found.integratedLufs).not.toBeNull();
  });
});
