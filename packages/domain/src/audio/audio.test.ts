import { describe, expect, it } from 'vitest';
import {
  cleanFileName,
  MAX_FILE_NAME_BYTES,
  fileExtension,
  isAllowedAudioFile,
  isSampleRateTooLow,
  sampleRateWarning,
  trackTitle,
} from './audio';

describe('audio types (spec 2 §5)', () => {
  it.each([
    ['a.wav', 'audio/wav', true],
    ['a.wav', 'audio/x-wav', true],
    ['a.wav', 'audio/wave', true],
    ['a.aif', 'audio/aiff', true],
    ['a.aiff', 'audio/x-aiff', true],
    ['a.flac', 'audio/flac', true],
    ['a.flac', 'audio/x-flac', true],
    ['a.mp3', 'audio/mpeg', true],
    ['a.mp3', 'audio/mp3', true],
    ['a.aac', 'audio/aac', true],
    ['a.ogg', 'audio/ogg', true],
    ['a.ogg', 'audio/ogg; codecs=opus', true],
    ['a.m4a', 'audio/x-m4a', true],
    ['a.mp4', 'audio/mp4', true],
    ['a.mp4', 'video/mp4', true],
    ['a.flac', '', true],
    ['a.M4A', 'application/octet-stream', true],
    ['a.wma', 'audio/x-ms-wma', false],
    ['a.mp3', 'text/plain', false],
    ['a.exe', '', false],
    ['mp3', '', false],
    ['a.mov', 'video/mp4', false],
  ])('%s (%s) allowed: %s', (name, type, allowed) => {
    expect(isAllowedAudioFile({ name, type })).toBe(allowed);
  });

  it('reads the extension', () => {
    expect(fileExtension('Song.Final.WAV')).toBe('wav');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('noext')).toBe('');
  });
});

describe('file names and titles (spec 2 §5)', () => {
  it.each([
    ['../../etc/passwd', 'etcpasswd'],
    ['a...b.wav', 'a.b.wav'],
    ["rock'n'roll.wav", 'rocknroll.wav'],
    ['"quoted".wav', 'quoted.wav'],
    ['R&B?#1: live.wav', 'RB1 live.wav'],
    ['C:\\music\\a.wav', 'Cmusica.wav'],
    ['plain name.flac', 'plain name.flac'],
  ])('%s is cleaned to %s', (name, cleaned) => {
    expect(cleanFileName(name)).toBe(cleaned);
  });

  /** UTF-8 bytes, counted apart from the code under test. */
  const utf8 = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, 'x').length;

  it.each([
    ['NUL characters', 'a\u0000b\u0000.wav', 'ab.wav'],
    ['other control characters', 'take\u0007\u001b\u007f\u0085 1.wav', 'take 1.wav'],
    ['line breaks and tabs become spaces', 'side\nA\tfinal.wav', 'side A final.wav'],
    ['a right-to-left override', 'song\u202evaw.exe', 'songvaw.exe'],
    ['decomposed accents (NFD)', 'Cafe\u0301.wav', 'Caf\u00e9.wav'],
    ['only control characters', '\u0000\u0001', ''],
  ])('%s: %j becomes %j', (_case, name, cleaned) => {
    expect(cleanFileName(name)).toBe(cleaned);
  });

  it.each([
    ['5,000 ASCII characters', `${'a'.repeat(5000)}.wav`, '.wav'],
    ['multi-byte letters', `${'\u00e8'.repeat(3000)}.flac`, '.flac'],
    ['emoji, never split', `${'\u{1F3B5}'.repeat(100)}.mp3`, '.mp3'],
    ['no extension', 'b'.repeat(300), ''],
    ['a "extension" too long to be one', `a.${'x'.repeat(400)}`, ''],
  ])('%s: capped at 255 bytes keeping the extension', (_case, name, extension) => {
    const cleaned = cleanFileName(name);
    expect(utf8(cleaned)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(utf8(cleaned)).toBeGreaterThan(MAX_FILE_NAME_BYTES - 4);
    expect(cleaned.endsWith(extension)).toBe(true);
    expect(cleaned).not.toContain('\ufffd');
    expect(name.startsWith(cleaned.slice(0, cleaned.length - extension.length))).toBe(true);
  });

  it('keeps a name of exactly 255 bytes as it is', () => {
    const name = `${'a'.repeat(251)}.wav`;
    expect(cleanFileName(name)).toBe(name);
  });

  it('falls back to the file name when the title is empty', () => {
    expect(trackTitle('  Intro ', 'a.wav')).toBe('Intro');
    expect(trackTitle('', 'my/song.wav')).toBe('mysong.wav');
    expect(trackTitle(null, 'b.wav')).toBe('b.wav');
  });
});

describe('sampling rate (spec 2 §5, §9)', () => {
  it('warns below 44100 Hz', () => {
    expect(isSampleRateTooLow(22050)).toBe(true);
    expect(isSampleRateTooLow(44100)).toBe(false);
    expect(sampleRateWarning()).toBe('Sampling rate frequency should be 44100 Hz or higher');
  });
});
