import { describe, expect, it } from 'vitest';
import {
  cleanFileName,
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
