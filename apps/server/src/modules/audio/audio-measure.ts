import fs from 'node:fs/promises';
import { pcmSeconds } from '@vinyl/domain';
import type { AudioFamily } from './audio-content';
import { measureFlac } from './flac-frames';
import { countMpegFrames } from './mpeg-frames';

/**
 * The length of an upload measured from the samples it stores (issue 13 hole 6), beside
 * the length its header declares. WAV and AIFF are measured from the bytes of their
 * sample chunk (the real file size when that chunk's size field is 0, 0xFFFFFFFF, or a
 * lie followed by more samples); MP3 and ADTS AAC by counting their frames; FLAC from its
 * last frame header (STREAMINFO's total samples does not count). Other formats
 * are left to music-metadata's own reading (`measured` undefined).
 */
export interface DurationReading {
  /** What the header says, in seconds, or null when it does not say. */
  declared: number | null;
  /** Seconds of audio the file holds. */
  measured: number;
}

type Handle = fs.FileHandle;

async function readAt(handle: Handle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

const isChunkId = (bytes: Buffer) =>
  bytes.length === 4 && [...bytes].every((byte) => byte >= 0x20 && byte <= 0x7e);

/**
 * True when the bytes from `from` to the end are whole chunks (a printable id and a size
 * that fits): then a sample chunk's size is honest; otherwise the bytes after it are more
 * samples under a size field that lies.
 */
async function chunksToEnd(handle: Handle, from: number, size: number, bigEndian: boolean) {
  let offset = from;
  for (let count = 0; offset + 8 <= size && count < 10_000; count++) {
    const header = await readAt(handle, offset, 8);
    if (!isChunkId(header.subarray(0, 4))) return false;
    const length = bigEndian ? header.readUInt32BE(4) : header.readUInt32LE(4);
    if (offset + 8 + length > size) return false;
    offset += 8 + length + (length % 2);
  }
  // A stray pad byte or two at the very end is no chunk and no audio either.
  return size - offset < 8;
}

/** Uncompressed WAVE formats: PCM, IEEE float, A-law, µ-law (and their extensible form). */
const PCM_TAGS = new Set([1, 3, 6, 7]);

interface WavFormat {
  tag: number;
  sampleRate: number;
  blockAlign: number;
}

async function measureWav(handle: Handle, size: number): Promise<DurationReading | undefined> {
  const head = await readAt(handle, 0, 12);
  const rf64 = ['RF64', 'BW64'].includes(head.toString('latin1', 0, 4));
  let format: WavFormat | undefined;
  let factFrames: number | undefined;
  let ds64DataSize: number | undefined;
  for (let offset = 12; offset + 8 <= size;) {
    const header = await readAt(handle, offset, 8);
    const id = header.toString('latin1', 0, 4);
    const length = header.readUInt32LE(4);
    const body = offset + 8;
    if (id === 'ds64') {
      const ds64 = await readAt(handle, body, 24);
      if (ds64.length >= 16) ds64DataSize = Number(ds64.readBigUInt64LE(8));
    } else if (id === 'fmt ') {
      const fmt = await readAt(handle, body, Math.min(length, 40));
      if (fmt.length < 16) return undefined;
      let tag = fmt.readUInt16LE(0);
      if (tag === 0xfffe && fmt.length >= 26) tag = fmt.readUInt16LE(24);
      format = { tag, sampleRate: fmt.readUInt32LE(4), blockAlign: fmt.readUInt16LE(12) };
    } else if (id === 'fact' && length >= 4) {
      factFrames = (await readAt(handle, body, 4)).readUInt32LE(0);
    } else if (id === 'data') {
      if (!format || !PCM_TAGS.has(format.tag)) return undefined;
      const declaredBytes = rf64 && length === 0xffffffff ? ds64DataSize : length;
      const available = size - body;
      const unknown = declaredBytes === undefined || declaredBytes === 0xffffffff;
      const honest =
        !unknown &&
        declaredBytes > 0 &&
        declaredBytes <= available &&
        (await chunksToEnd(handle, body + declaredBytes + (declaredBytes % 2), size, false));
      const bodyBytes = honest ? declaredBytes : available;
      const { blockAlign, sampleRate } = format;
      const measured = pcmSeconds(bodyBytes, blockAlign, sampleRate);
      const declared =
        factFrames !== undefined && sampleRate > 0
          ? factFrames / sampleRate
          : unknown || declaredBytes === 0
            ? null
            : pcmSeconds(declaredBytes, blockAlign, sampleRate);
      return { declared, measured };
    }
    offset = body + length + (length % 2);
  }
  return undefined;
}

/** An 80-bit IEEE extended float (AIFF's sample rate). */
function extendedFloat(bytes: Buffer): number {
  const exponent = bytes.readUInt16BE(0) & 0x7fff;
  const mantissa = bytes.readUInt32BE(2) * 2 ** 32 + bytes.readUInt32BE(6);
  return mantissa * 2 ** (exponent - 16383 - 63);
}

/** AIFC compression types whose samples are stored uncompressed. */
const AIFC_UNCOMPRESSED = new Set(['NONE', 'sowt', 'twos', 'raw ', 'in24', 'in32', 'fl32', 'fl64']);

async function measureAiff(handle: Handle, size: number): Promise<DurationReading | undefined> {
  const aifc = (await readAt(handle, 8, 4)).toString('latin1') === 'AIFC';
  let frames: number | undefined;
  let sampleRate = 0;
  let blockAlign = 0;
  for (let offset = 12; offset + 8 <= size;) {
    const header = await readAt(handle, offset, 8);
    const id = header.toString('latin1', 0, 4);
    const length = header.readUInt32BE(4);
    const body = offset + 8;
    if (id === 'COMM') {
      const comm = await readAt(handle, body, 22);
      if (comm.length < 18) return undefined;
      const channels = comm.readUInt16BE(0);
      frames = comm.readUInt32BE(2);
      blockAlign = channels * Math.ceil(comm.readUInt16BE(6) / 8);
      sampleRate = extendedFloat(comm.subarray(8, 18));
      if (aifc && !AIFC_UNCOMPRESSED.has(comm.toString('latin1', 18, 22))) return undefined;
    } else if (id === 'SSND') {
      if (frames === undefined) return undefined;
      const start = body + 8 + (await readAt(handle, body, 4)).readUInt32BE(0);
      const available = size - start;
      const declaredBytes = length - 8 - (start - body - 8);
      const honest =
        length !== 0xffffffff &&
        declaredBytes > 0 &&
        declaredBytes <= available &&
        (await chunksToEnd(handle, body + length + (length % 2), size, true));
      const measured = pcmSeconds(honest ? declaredBytes : available, blockAlign, sampleRate);
      return { declared: sampleRate > 0 ? frames / sampleRate : null, measured };
    }
    offset = body + length + (length % 2);
  }
  return undefined;
}

/** Size of an ID3v2 tag before the stream (some FLAC files carry one), else 0. */
async function id3Length(handle: Handle): Promise<number> {
  const head = await readAt(handle, 0, 10);
  if (head.length < 10 || head.toString('latin1', 0, 3) !== 'ID3') return 0;
  const size = [6, 7, 8, 9].reduce((total, index) => total * 128 + ((head[index] ?? 0) & 0x7f), 0);
  return 10 + size + ((head[5] ?? 0) & 0x10 ? 10 : 0);
}

/** The measured length of an upload, or undefined where music-metadata's reading stands. */
export async function measureDuration(
  filePath: string,
  family: AudioFamily,
  headerSeconds: number | null,
): Promise<DurationReading | undefined> {
  const handle = await fs.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    if (family === 'wav') return await measureWav(handle, size);
    if (family === 'aiff') return await measureAiff(handle, size);
    if (family === 'mp3' || family === 'aac') {
      const measured = await countMpegFrames(handle, size, family);
      return measured === undefined ? undefined : { declared: headerSeconds, measured };
    }
    if (family === 'flac') return await measureFlac(handle, size, await id3Length(handle));
    return undefined;
  } finally {
    await handle.close();
  }
}
