import { describe, expect, it } from 'vitest';
import { needsPlayableCopy, playableKeyOf } from './playable-copy';

/** As measured in Chromium 156 with files made by our ffmpeg (decision 036). */
describe('which masters need a playable copy', () => {
  it.each([
    ['audio/aiff', 'PCM', true],
    ['audio/aiff', '32-bit floating point IEEE 32-bit float', true],
    ['audio/mp4', 'ALAC', true],
    ['audio/mp4', 'MPEG-4/AAC', false],
    ['audio/wav', 'DVI_ADPCM', true],
    ['audio/wav', 'ADPCM', true],
    ['audio/wav', 'PCM', false],
    ['audio/wav', 'non-PCM (65534)', false],
    ['audio/wav', 'IEEE_FLOAT', false],
    ['audio/wav', 'MULAW', false],
    ['audio/wav', null, false],
    ['audio/flac', 'FLAC', false],
    ['audio/mpeg', 'MPEG 1 Layer 3', false],
    ['audio/aac', 'AAC', false],
    ['audio/ogg', 'Opus', false],
  ])('%s with %s: %s', (mime_type, codec, needed) => {
    expect(needsPlayableCopy({ mime_type, codec })).toBe(needed);
  });

  it('keeps one copy per content, under a key the storage sweep knows', () => {
    const sha = 'ab'.padEnd(64, '0');
    expect(playableKeyOf(sha)).toBe(`playable/ab/${sha}.flac`);
  });
});
