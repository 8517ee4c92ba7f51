import { describe, expect, it } from 'vitest';
import { wavBytes, wavFile } from '../../../test/wav';
import { readAudioFacts, readHeaderFacts } from './audio-facts';

const reader = (bytes: Uint8Array) => async (offset: number, length: number) =>
  bytes.subarray(offset, offset + length);

function aiff(frames: number, rate: number) {
  const bytes = new Uint8Array(12 + 8 + 18);
  const view = new DataView(bytes.buffer);
  bytes.set(
    [...'FORM'].map((c) => c.charCodeAt(0)),
    0,
  );
  bytes.set(
    [...'AIFF'].map((c) => c.charCodeAt(0)),
    8,
  );
  bytes.set(
    [...'COMM'].map((c) => c.charCodeAt(0)),
    12,
  );
  view.setUint32(16, 18);
  view.setUint16(20, 2);
  view.setUint32(22, frames);
  view.setUint16(26, 16);
  // 44100 as an 80-bit extended float.
  const exponent = Math.floor(Math.log2(rate));
  view.setUint16(28, exponent + 16383);
  view.setUint32(30, rate * 2 ** (31 - exponent));
  return bytes;
}

function flac(totalSamples: number, rate: number) {
  const bytes = new Uint8Array(42);
  bytes.set(
    [...'fLaC'].map((c) => c.charCodeAt(0)),
    0,
  );
  const info = new DataView(bytes.buffer, 8);
  info.setUint32(10, (rate << 12) | (1 << 9) | (15 << 4));
  info.setUint32(14, totalSamples);
  return bytes;
}

describe('audio facts read in the browser before uploading', () => {
  it('reads a WAV file’s duration and sample rate from its header', async () => {
    expect(await readAudioFacts(wavFile('a.wav', 12.5, 22_050))).toEqual({
      duration: 12.5,
      sampleRate: 22_050,
    });
  });

  it('reads AIFF and FLAC headers', async () => {
    const fromAiff = await readHeaderFacts(reader(aiff(441_000, 44_100)), 38);
    expect(fromAiff?.sampleRate).toBe(44_100);
    expect(fromAiff?.duration).toBeCloseTo(10, 6);
    expect(await readHeaderFacts(reader(flac(96_000 * 3, 96_000)), 42)).toEqual({
      duration: 3,
      sampleRate: 96_000,
    });
  });

  it('knows nothing of bytes it cannot read (the browser’s player is asked instead)', async () => {
    expect(await readHeaderFacts(reader(new Uint8Array(64)), 64)).toBeNull();
    const truncated = wavBytes(1).subarray(0, 36);
    expect(await readHeaderFacts(reader(truncated), truncated.length)).toEqual({
      duration: null,
      sampleRate: 8000,
    });
  });
});
