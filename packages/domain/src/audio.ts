import { interpolate, SAMPLE_RATE_WARNING } from './messages';

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

/**
 * Removes double dots, slashes, quotes, ampersands, question marks, hashes and colons
 * (spec 2 §5). Backslashes go too: they are slashes on Windows. Repeats until stable so
 * "..." cannot leave a "..".
 */
export function cleanFileName(fileName: string): string {
  let cleaned = fileName.replace(/[/\\'"&?#:]/g, '');
  while (cleaned.includes('..')) cleaned = cleaned.replace(/\.\./g, '');
  return cleaned.trim();
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
