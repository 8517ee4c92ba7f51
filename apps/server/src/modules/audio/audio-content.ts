import fs from 'node:fs/promises';
import type { ALLOWED_AUDIO_EXTENSIONS } from '@vinyl/domain';
import { durationsDisagree, fileExtension } from '@vinyl/domain';
import { parseFile } from 'music-metadata';
import { measureDuration } from './audio-measure';

/**
 * What an uploaded file really is (ARCHITECTURE: checked by content, not by name). The
 * name's extension must be allowed (else the spec's "Extension not allowed", spec 2 §5,
 * §8); the first bytes name a family, which must be the extension's; `music-metadata` must
 * parse it as audio; and its length is measured from the samples it holds, which must
 * agree with what its header declares (issue 13 hole 6).
 */
export type AudioFamily = 'wav' | 'aiff' | 'flac' | 'mp3' | 'aac' | 'ogg' | 'mp4';

const FAMILY_OF_EXTENSION: Record<(typeof ALLOWED_AUDIO_EXTENSIONS)[number], AudioFamily> = {
  wav: 'wav',
  aif: 'aiff',
  aiff: 'aiff',
  flac: 'flac',
  mp3: 'mp3',
  mpeg: 'mp3',
  aac: 'aac',
  ogg: 'ogg',
  mp4: 'mp4',
  m4a: 'mp4',
};

export const MIME_TYPE_OF_FAMILY: Record<AudioFamily, string> = {
  wav: 'audio/wav',
  aiff: 'audio/aiff',
  flac: 'audio/flac',
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  mp4: 'audio/mp4',
};

/** The family a file name promises, or undefined when its extension is not allowed. */
export function familyOfFileName(fileName: string): AudioFamily | undefined {
  const extension = fileExtension(fileName);
  return (FAMILY_OF_EXTENSION as Record<string, AudioFamily | undefined>)[extension];
}

const ascii = (bytes: Uint8Array, from: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/** Size of an ID3v2 tag at the start (MP3, AAC and sometimes FLAC carry one), else 0. */
function id3Length(head: Uint8Array): number {
  if (head.length < 10 || ascii(head, 0, 3) !== 'ID3') return 0;
  const size = [6, 7, 8, 9].reduce((total, index) => (total << 7) | ((head[index] ?? 0) & 0x7f), 0);
  const footer = ((head[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** The family named by a file's first bytes (after any ID3v2 tag), or undefined. */
export function detectFamily(bytes: Uint8Array): AudioFamily | undefined {
  if (bytes.length < 12) return undefined;
  const riff = ascii(bytes, 0, 4);
  if ((riff === 'RIFF' || riff === 'RF64' || riff === 'BW64') && ascii(bytes, 8, 4) === 'WAVE') {
    return 'wav';
  }
  if (ascii(bytes, 0, 4) === 'FORM' && ['AIFF', 'AIFC'].includes(ascii(bytes, 8, 4))) return 'aiff';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (ascii(bytes, 4, 4) === 'ftyp') return 'mp4';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'flac';
  if (ascii(bytes, 0, 4) === 'ADIF') return 'aac';
  const first = bytes[0] ?? 0;
  const second = bytes[1] ?? 0;
  if (first === 0xff && (second & 0xe0) === 0xe0) {
    // MPEG audio frame sync: layer bits 00 are AAC's ADTS, anything else MPEG layer I–III.
    return (second & 0x06) === 0 ? 'aac' : 'mp3';
  }
  return undefined;
}

async function readAt(handle: fs.FileHandle, position: number, length: number) {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Reads the first bytes of a file, skipping an ID3v2 tag, and names its family. */
export async function detectFileFamily(filePath: string): Promise<AudioFamily | undefined> {
  const handle = await fs.open(filePath, 'r');
  try {
    const head = await readAt(handle, 0, 16);
    const skip = id3Length(head);
    return detectFamily(skip === 0 ? head : await readAt(handle, skip, 16));
  } finally {
    await handle.close();
  }
}

/** The facts the shop keeps about an audio file (issue 6). */
export interface AudioFacts {
  family: AudioFamily;
  mimeType: string;
  container: string;
  codec: string | null;
  /** Seconds. */
  duration: number;
  sampleRate: number | null;
  bitsPerSample: number | null;
  channels: number | null;
  bitrate: number | null;
  lossless: boolean;
  /** From the file's tags, when it has one. */
  tagTitle: string | null;
  /** The artist from the file's tags, when it has one (decision 015). */
  tagArtist: string | null;
}

export type AudioInspection =
  | { ok: true; facts: AudioFacts }
  | { ok: false; reason: 'extension' | 'content' | 'unreadable' }
  | { ok: false; reason: 'mismatch'; found: AudioFamily; promised: AudioFamily }
  /** The header declares one length, the samples stored another (issue 13 hole 6). */
  | { ok: false; reason: 'duration'; declared: number; measured: number };

const positive = (value: number | undefined): number | null =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : null;

/**
 * Checks a finished upload: the name's extension is allowed, the first bytes are audio of
 * that same family, the file parses, and its measured length is the one its header
 * declares. The path is the upload's own file (no extension), so the parser judges by
 * content alone.
 */
export async function inspectAudioFile(
  filePath: string,
  fileName: string,
): Promise<AudioInspection> {
  const promised = familyOfFileName(fileName);
  if (!promised) return { ok: false, reason: 'extension' };
  const family = await detectFileFamily(filePath);
  if (!family) return { ok: false, reason: 'content' };
  if (family !== promised) return { ok: false, reason: 'mismatch', found: family, promised };
  let metadata;
  try {
    metadata = await parseFile(filePath, { duration: true, skipCovers: true });
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const { format, common } = metadata;
  if (format.hasAudio === false) return { ok: false, reason: 'unreadable' };
  // The length comes from the samples stored, never from what the header claims.
  const reading = await measureDuration(filePath, family, positive(format.duration));
  const { declared, measured } = reading ?? { declared: null, measured: format.duration };
  if (declared !== null && measured !== undefined && durationsDisagree(declared, measured)) {
    return { ok: false, reason: 'duration', declared, measured };
  }
  const duration = positive(measured);
  if (duration === null) return { ok: false, reason: 'unreadable' };
  return {
    ok: true,
    facts: {
      family,
      mimeType: MIME_TYPE_OF_FAMILY[family],
      container: format.container ?? family,
      codec: format.codec ?? null,
      duration,
      sampleRate: positive(format.sampleRate),
      bitsPerSample: positive(format.bitsPerSample),
      channels: positive(format.numberOfChannels),
      bitrate: positive(format.bitrate) === null ? null : Math.round(format.bitrate ?? 0),
      lossless: format.lossless === true,
      tagTitle: common.title?.trim() || null,
      tagArtist: common.artist?.trim().slice(0, 200) || null,
    },
  };
}
