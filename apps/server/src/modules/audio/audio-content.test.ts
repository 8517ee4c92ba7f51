import { describe, expect, it } from 'vitest';
import { detectFamily, familyOfFileName } from './audio-content';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );
const padded = (head: Uint8Array) => Uint8Array.from([...head, ...new Array(16).fill(0)]);

describe('audio family by content (first bytes)', () => {
  it.each([
    ['wav', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
    ['wav', bytes('RF64', [0, 0, 0, 0], 'WAVE')],
    ['aiff', bytes('FORM', [0, 0, 0, 0], 'AIFF')],
    ['aiff', bytes('FORM', [0, 0, 0, 0], 'AIFC')],
    ['flac', bytes('fLaC')],
    ['ogg', bytes('OggS')],
    ['mp4', bytes([0, 0, 0, 32], 'ftypM4A ')],
    ['mp3', bytes([0xff, 0xfb, 0x90, 0x64])],
    ['aac', bytes([0xff, 0xf1, 0x50, 0x80])],
    ['aac', bytes('ADIF')],
  ])('%s', (family, head) => {
    expect(detectFamily(padded(head))).toBe(family);
  });

  it.each([
    ['text', bytes('This is not audio at all')],
    ['RIFF but AVI', bytes('RIFF', [0, 0, 0, 0], 'AVI ')],
    ['a PDF', bytes('%PDF-1.7')],
    ['too short', bytes('RIFF')],
  ])('names no family for %s', (_name, head) => {
    expect(detectFamily(head.length < 12 ? head : padded(head))).toBeUndefined();
  });
});

describe('family promised by the file name (spec 2 §5 allow-list)', () => {
  it.each([
    ['take.WAV', 'wav'],
    ['take.aif', 'aiff'],
    ['take.aiff', 'aiff'],
    ['take.mpeg', 'mp3'],
    ['take.m4a', 'mp4'],
    ['take.txt', undefined],
    ['wav', undefined],
  ])('%s → %s', (name, family) => {
    expect(familyOfFileName(name)).toBe(family);
  });
});
