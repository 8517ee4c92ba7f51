import type fs from 'node:fs/promises';

/**
 * Seconds of FLAC audio measured from the frames stored (issue 13 hole 6), not from the
 * total samples STREAMINFO declares: the last frame header in the file (RFC 9639 §9.1,
 * found scanning back from the end and checked by its CRC-8 so that a sync pattern inside
 * audio data is not taken) says where the stream ends.
 */

type Handle = fs.FileHandle;

export interface FlacReading {
  /** STREAMINFO's length in seconds, or null when it says 0 (unknown, as the format allows). */
  declared: number | null;
  measured: number;
}

interface StreamInfo {
  maxBlockSize: number;
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  totalSamples: number;
}

export interface FlacFrameHeader {
  variable: boolean;
  /** Frame number (fixed block size) or sample number (variable block size). */
  number: number;
  blockSize: number;
  /** 0 when the header refers to STREAMINFO. */
  sampleRate: number;
  /** Channel assignment (0–10). */
  channels: number;
  /** 0 when the header refers to STREAMINFO. */
  bitsPerSample: number;
}

/** A frame header is at most 16 bytes: sync, codes, a 7-byte number, 2 + 2 bytes, CRC-8. */
const MAX_HEADER = 16;
const WINDOW = 64 * 1024;

const SAMPLE_RATES = [
  0, 88_200, 176_400, 192_000, 8_000, 16_000, 22_050, 24_000, 32_000, 44_100, 48_000, 96_000,
];
const BIT_DEPTHS = [0, 8, 12, -1, 16, 20, 24, 32];

/** CRC-8, polynomial 0x07, initial value 0 (RFC 9639 §9.1.8). */
export function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : crc << 1;
  }
  return crc;
}

/**
 * The frame header starting at `at` in `bytes`, or undefined when those bytes are not a
 * valid one (bad sync, reserved values, or a CRC-8 that does not match).
 */
export function parseFrameHeader(bytes: Uint8Array, at: number): FlacFrameHeader | undefined {
  const byte = (index: number) => bytes[at + index];
  if (byte(0) !== 0xff || ((byte(1) ?? 0) & 0xfe) !== 0xf8 || at + 5 > bytes.length) {
    return undefined;
  }
  const variable = ((byte(1) ?? 0) & 1) === 1;
  const blockCode = (byte(2) ?? 0) >> 4;
  const rateCode = (byte(2) ?? 0) & 0x0f;
  const channels = (byte(3) ?? 0) >> 4;
  const depthCode = ((byte(3) ?? 0) >> 1) & 0x07;
  if (blockCode === 0 || rateCode === 15 || channels > 10 || depthCode === 3) return undefined;
  if (((byte(3) ?? 0) & 1) !== 0) return undefined;

  // The coded number: UTF-8's scheme stretched to 36 bits (RFC 9639 §9.1.5).
  let offset = 4;
  const first = byte(offset++) ?? 0xff;
  let extra = 0;
  while (extra < 7 && first & (0x80 >> extra)) extra++;
  if (extra === 1 || (extra === 7 && first !== 0xfe) || (!variable && extra > 6)) {
    return undefined;
  }
  const following = extra === 0 ? 0 : extra - 1;
  let number = extra === 0 ? first : first & (0xff >> (extra + 1));
  for (let index = 0; index < following; index++) {
    const next = byte(offset++);
    if (next === undefined || (next & 0xc0) !== 0x80) return undefined;
    number = number * 64 + (next & 0x3f);
  }

  let blockSize: number;
  if (blockCode === 1) blockSize = 192;
  else if (blockCode <= 5) blockSize = 144 * 2 ** blockCode;
  else if (blockCode === 6) blockSize = (byte(offset++) ?? Number.NaN) + 1;
  else if (blockCode === 7) {
    blockSize = ((byte(offset) ?? Number.NaN) << 8) + (byte(offset + 1) ?? Number.NaN) + 1;
    offset += 2;
  } else blockSize = 256 * 2 ** (blockCode - 8);

  let sampleRate: number;
  if (rateCode <= 11) sampleRate = SAMPLE_RATES[rateCode] ?? 0;
  else if (rateCode === 12) sampleRate = (byte(offset++) ?? Number.NaN) * 1000;
  else {
    const value = ((byte(offset) ?? Number.NaN) << 8) + (byte(offset + 1) ?? Number.NaN);
    sampleRate = rateCode === 13 ? value : value * 10;
    offset += 2;
  }
  const crc = byte(offset);
  if (crc === undefined || Number.isNaN(blockSize) || Number.isNaN(sampleRate)) return undefined;
  if (crc8(bytes.subarray(at, at + offset)) !== crc) return undefined;
  return {
    variable,
    number,
    blockSize,
    sampleRate,
    channels,
    bitsPerSample: BIT_DEPTHS[depthCode] ?? 0,
  };
}

async function readAt(handle: Handle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(Math.max(0, length));
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
  return buffer.subarray(0, bytesRead);
}

/** Where the frames start (after "fLaC" and the metadata blocks) and STREAMINFO's figures. */
async function readMetadata(handle: Handle, start: number, size: number) {
  if ((await readAt(handle, start, 4)).toString('latin1') !== 'fLaC') return undefined;
  let info: StreamInfo | undefined;
  let offset = start + 4;
  for (let last = false; !last;) {
    const header = await readAt(handle, offset, 4);
    if (header.length < 4) return undefined;
    last = ((header[0] ?? 0) & 0x80) !== 0;
    const type = (header[0] ?? 0) & 0x7f;
    const length = header.readUIntBE(1, 3);
    if (type === 0 && length >= 34) {
      const body = await readAt(handle, offset + 4, 34);
      if (body.length < 34) return undefined;
      const packed = body.readBigUInt64BE(10);
      info = {
        maxBlockSize: body.readUInt16BE(2),
        sampleRate: Number(packed >> 44n),
        channels: Number((packed >> 41n) & 0x7n) + 1,
        bitsPerSample: Number((packed >> 36n) & 0x1fn) + 1,
        totalSamples: Number(packed & 0xfffffffffn),
      };
    }
    offset += 4 + length;
    if (offset > size) return undefined;
  }
  return info && { info, audioStart: offset };
}

const CHANNELS = (assignment: number) => (assignment <= 7 ? assignment + 1 : 2);

/** True when a frame header fits the stream STREAMINFO and the first frame describe. */
function fits(frame: FlacFrameHeader, info: StreamInfo, variable: boolean): boolean {
  return (
    frame.variable === variable &&
    (frame.sampleRate === 0 || frame.sampleRate === info.sampleRate) &&
    (frame.bitsPerSample === 0 || frame.bitsPerSample === info.bitsPerSample) &&
    CHANNELS(frame.channels) === info.channels &&
    (variable || frame.blockSize <= info.maxBlockSize)
  );
}

/** The last valid frame header at or after `from`, scanning back from the end of the file. */
async function lastFrame(
  handle: Handle,
  from: number,
  size: number,
  accept: (frame: FlacFrameHeader) => boolean,
): Promise<FlacFrameHeader | undefined> {
  for (let end = size; end > from; end -= WINDOW) {
    const start = Math.max(from, end - WINDOW);
    const bytes = await readAt(handle, start, end - start + MAX_HEADER);
    for (let at = end - start - 1; at >= 0; at--) {
      if (bytes[at] !== 0xff) continue;
      const frame = parseFrameHeader(bytes, at);
      if (frame && accept(frame)) return frame;
    }
  }
  return undefined;
}

/**
 * The FLAC stream's declared and measured lengths, or undefined when its metadata cannot
 * be read (music-metadata's reading then stands). `start` skips an ID3v2 tag.
 */
export async function measureFlac(
  handle: Handle,
  size: number,
  start = 0,
): Promise<FlacReading | undefined> {
  const metadata = await readMetadata(handle, start, size);
  if (!metadata || metadata.info.sampleRate === 0) return undefined;
  const { info, audioStart } = metadata;
  const declared = info.totalSamples > 0 ? info.totalSamples / info.sampleRate : null;
  const first = parseFrameHeader(await readAt(handle, audioStart, MAX_HEADER), 0);
  if (!first || !fits(first, info, first.variable)) return { declared, measured: 0 };
  const last = await lastFrame(handle, audioStart, size, (frame) =>
    fits(frame, info, first.variable),
  );
  if (!last) return { declared, measured: 0 };
  const samples = last.variable
    ? last.number + last.blockSize
    : last.number * info.maxBlockSize + last.blockSize;
  return { declared, measured: samples / info.sampleRate };
}
