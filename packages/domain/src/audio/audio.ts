import { interpolate, SAMPLE_RATE_WARNING } from '../shared/messages';

/**
 * Audio rules of spec 2 §5: accepted types wav, aif/aiff, flac, mp3/mpeg, aac, ogg,
 * mp4 and m4a, including their x- variants; a sampling rate under 44100 Hz gets a
 * warning; file names are cleaned of forbidden characters. The server checks uploads
 * by content too (ARCHITECTURE), so this list only filters what the browser offers.
 */
export const ALLOWED_AUDIO_EXTENSIONS = [
  'wav',
  'aif',
  'aiff',
  'flac',
  'mp3',
  'mpeg',
  'aac',
  'ogg',
  'mp4',
  'm4a',
] as const;

const AUDIO_SUBTYPES = [
  'wav',
  'wave',
  'aif',
  'aiff',
  'flac',
  'mp3',
  'mpeg',
  'aac',
  'ogg',
  'mp4',
  'm4a',
];

export const ALLOWED_AUDIO_MIME_TYPES: readonly string[] = AUDIO_SUBTYPES.flatMap((subtype) => [
  `audio/${subtype}`,
  `audio/x-${subtype}`,
]);

/**
 * Types browsers give when they do not know better (an .mp4 with only audio is often
 * labelled video/mp4); for these the extension decides.
 */
const GENERIC_MIME_TYPES = ['', 'application/octet-stream', 'video/mp4'];

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** By MIME type when the browser names a specific one, by extension when it does not. */
export function isAllowedAudioFile(file: { name: string; type: string }): boolean {
  const type = file.type.trim().toLowerCase().split(';')[0]?.trim() ?? '';
  if (ALLOWED_AUDIO_MIME_TYPES.includes(type)) return true;
  return (
    GENERIC_MIME_TYPES.includes(type) &&
    (ALLOWED_AUDIO_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))
  );
}

/** Longest stored file name, in UTF-8 bytes: what common file systems take (ext4, NTFS). */
export const MAX_FILE_NAME_BYTES = 255;
/** An extension longer than this is not one: a long name is cut from its end instead. */
const MAX_EXTENSION_LENGTH = 16;
/** Control characters, and bidirectional overrides that make "exe.wav" read as "vaw.exe". */
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** UTF-8 bytes of a text (the domain has no TextEncoder: it runs without DOM or Node types). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Cuts `text` to at most `bytes` UTF-8 bytes without splitting a character. */
function cutToBytes(text: string, bytes: number): string {
  let cut = '';
  let used = 0;
  for (const character of text) {
    used += utf8Length(character);
    if (used > bytes) break;
    cut += character;
  }
  return cut;
}

/** At most MAX_FILE_NAME_BYTES, cut before the extension so the name keeps it. */
function capFileName(name: string): string {
  if (utf8Length(name) <= MAX_FILE_NAME_BYTES) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= MAX_EXTENSION_LENGTH + 1 ? name.slice(dot) : '';
  const base = name.slice(0, name.length - extension.length);
  return cutToBytes(base, MAX_FILE_NAME_BYTES - utf8Length(extension)).trimEnd() + extension;
}

/**
 * Removes double dots, slashes, quotes, ampersands, question marks, hashes and colons
 * (spec 2 §5). Backslashes go too: they are slashes on Windows. Repeats until stable so
 * "..." cannot leave a "..". Beyond the spec (issue 13): the name is NFC-normalised,
 * loses control characters (NUL, line breaks) and bidirectional overrides, and is capped
 * at MAX_FILE_NAME_BYTES keeping its extension.
 */
export function cleanFileName(fileName: string): string {
  let cleaned = fileName
    .normalize('NFC')
    .replace(/[\t\n\v\f\r]/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/[/\\'"&?#:]/g, '');
  while (cleaned.includes('..')) cleaned = cleaned.replace(/\.\./g, '');
  return capFileName(cleaned.trim());
}

/** A track's title falls back to its (cleaned) file name (spec 2 §5). */
export function trackTitle(title: string | null | undefined, fileName: string): string {
  const trimmed = title?.trim();
  return trimmed ? trimmed : cleanFileName(fileName);
}

export const MIN_SAMPLE_RATE = 44100;

export function isSampleRateTooLow(sampleRate: number): boolean {
  return sampleRate < MIN_SAMPLE_RATE;
}

/** "Sampling rate frequency should be 44100 Hz or higher". */
export function sampleRateWarning(): string {
  return interpolate(SAMPLE_RATE_WARNING, { rate: MIN_SAMPLE_RATE });
}
