import { closeSync, openSync, readSync } from 'node:fs';
import fs from 'node:fs/promises';
import type { StreamInfo } from './ffmpeg';

/**
 * Plain PCM in a WAV file read by the shop itself (decision 037): its "decoding" is a
 * conversion of each sample to a float, and handing 200 MB of floats from ffmpeg through
 * a pipe cost more than measuring them. Only the common forms are read here — integer PCM
 * of 8, 16, 24 or 32 bits and 32-bit float, as `WAVE_FORMAT_PCM`, `_IEEE_FLOAT` or
 * `_EXTENSIBLE` of those; anything else (RF64, compressed WAV, AIFF...) goes to ffmpeg.
 * Like a decoder, it reads the samples that are there: a data chunk that claims more bytes
 * than the file holds ends at the end of the file, and the frames read are the duration.
 */
export interface WavFormat {
  info: StreamInfo;
  float: boolean;
  bytesPerSample: number;
  dataStart: number;
  dataEnd: number;
}

const READ_BYTES = 4 << 20;
const HEAD_BYTES = 1 << 16;

/** Where the samples are and how they are written, or undefined when ffmpeg should decode. */
export function parseWavHead(head: Buffer, fileSize: number): WavFormat | undefined {
  if (head.length < 12 || head.toString('latin1', 0, 4) !== 'RIFF') return undefined;
  if (head.toString('latin1', 8, 12) !== 'WAVE') return undefined;
  let format: Omit<WavFormat, 'dataStart' | 'dataEnd'> | undefined;
  for (let at = 12; at + 8 <= head.length;) {
    const id = head.toString('latin1', at, at + 4);
    const size = head.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      if (body + Math.min(size, 40) > head.length || size < 16) return undefined;
      format = readFormat(head, body, size);
      if (!format) return undefined;
    } else if (id === 'data') {
      if (!format) return undefined;
      const claimed = size === 0 || size === 0xffffffff ? Infinity : body + size;
      return { ...format, dataStart: body, dataEnd: Math.min(fileSize, claimed) };
    }
    at = body + size + (size % 2);
  }
  return undefined;
}

function readFormat(head: Buffer, at: number, size: number) {
  let tag = head.readUInt16LE(at);
  const channels = head.readUInt16LE(at + 2);
  const sampleRate = head.readUInt32LE(at + 4);
  const blockAlign = head.readUInt16LE(at + 12);
  const bits = head.readUInt16LE(at + 14);
  // WAVE_FORMAT_EXTENSIBLE: the real tag is the first two bytes of the sub-format GUID.
  if (tag === 0xfffe && size >= 40) tag = head.readUInt16LE(at + 24);
  const float = tag === 3;
  const bytesPerSample = bits / 8;
  const known = float ? bits === 32 : tag === 1 && [8, 16, 24, 32].includes(bits);
  if (!known || channels < 1 || sampleRate < 1 || blockAlign !== channels * bytesPerSample) {
    return undefined;
  }
  const codec = float ? 'pcm_f32le' : bits === 8 ? 'pcm_u8' : `pcm_s${bits}le`;
  const info: StreamInfo = { codec, sampleRate, channels, bitsPerSample: bits };
  return { info, float, bytesPerSample };
}

/**
 * Converts the whole samples of `bytes` (a buffer of its own, so aligned) to floats in
 * `out`, with the scale ffmpeg's `pcm_f32le` output uses (16-bit samples are scaled by the
 * analyser itself).
 */
function toFloats(bytes: Buffer, format: WavFormat, out: Float32Array): number {
  const count = Math.floor(bytes.length / format.bytesPerSample);
  const { buffer, byteOffset } = bytes;
  if (format.float) {
    out.set(new Float32Array(buffer, byteOffset, count));
  } else if (format.bytesPerSample === 4) {
    const samples = new Int32Array(buffer, byteOffset, count);
    for (let i = 0; i < count; i++) out[i] = (samples[i] as number) / 2_147_483_648;
  } else if (format.bytesPerSample === 3) {
    for (let i = 0, at = 0; i < count; i++, at += 3) {
      const value =
        (((bytes[at] as number) |
          ((bytes[at + 1] as number) << 8) |
          ((bytes[at + 2] as number) << 16)) <<
          8) >>
        8;
      out[i] = value / 8_388_608;
    }
  } else {
    for (let i = 0; i < count; i++) out[i] = ((bytes[i] as number) - 128) / 128;
  }
  return count;
}

/**
 * Reads the PCM of a WAV file, giving whole frames of interleaved samples to `onFrames`
 * (floats, or a 16-bit file's own integers; the array is reused between calls). Undefined when the file is not a WAV read here.
 */
export async function readWavPcm(
  file: string,
  start: (info: StreamInfo) => (frames: Float32Array | Int16Array) => void,
  stopped: () => boolean,
): Promise<StreamInfo | undefined> {
  const handle = await fs.open(file, 'r');
  let pending: Promise<{ bytesRead: number; buffer: Buffer }> | undefined;
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await handle.read(head, 0, head.length, 0);
    const format = parseWavHead(head, size);
    if (!format) return undefined;
    const onFrames = start(format.info);
    const frameBytes = format.info.channels * format.bytesPerSample;
    const piece = READ_BYTES - (READ_BYTES % frameBytes);
    const buffers = [Buffer.alloc(piece), Buffer.alloc(piece)] as const;
    const sixteen = format.bytesPerSample === 2;
    const floats = new Float32Array(sixteen ? 0 : piece / format.bytesPerSample);
    const readAt = (turn: 0 | 1, at: number) =>
      at < format.dataEnd
        ? handle.read(buffers[turn], 0, Math.min(piece, format.dataEnd - at), at)
        : undefined;
    let at = format.dataStart;
    let turn: 0 | 1 = 0;
    pending = readAt(turn, at);
    while (pending && !stopped()) {
      const { bytesRead, buffer } = await pending;
      const whole = bytesRead - (bytesRead % frameBytes);
      if (whole === 0) break;
      at += whole;
      turn = turn === 0 ? 1 : 0;
      // The next piece is read on libuv's pool while this one is measured.
      pending = readAt(turn, at);
      if (sixteen) {
        // 16-bit samples go as they are: the analyser scales them as it copies.
        onFrames(new Int16Array(buffer.buffer, buffer.byteOffset, whole / 2));
      } else onFrames(floats.subarray(0, toFloats(buffer.subarray(0, whole), format, floats)));
    }
    return format.info;
  } finally {
    await pending?.catch(() => undefined);
    await handle.close();
  }
}

/** Where a WAV file's samples are and how they are written, or undefined when not read here. */
export async function readWavFormat(file: string): Promise<WavFormat | undefined> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await handle.read(head, 0, head.length, 0);
    return parseWavHead(head, size);
  } finally {
    await handle.close();
  }
}

/**
 * `readWavPcm`'s loop for a worker thread (decision 041), whose only work is this file:
 * plain blocking reads of 4 MB pieces, each given to `onFrames` as it is read. With `into`,
 * 16-bit and float samples are read where it says (the channel meter's WebAssembly memory,
 * decision 049), as much as it has room for, and measured there without a copy.
 */
export function readWavFramesSync(
  file: string,
  format: WavFormat,
  onFrames: (frames: Float32Array | Int16Array) => void,
  into?: (bytesPerSample: number) => Uint8Array,
): void {
  const fd = openSync(file, 'r');
  try {
    const frameBytes = format.info.channels * format.bytesPerSample;
    const sixteen = format.bytesPerSample === 2;
    const inPlace = into && (sixteen || format.float);
    const buffer = Buffer.alloc(inPlace ? 0 : READ_BYTES - (READ_BYTES % frameBytes));
    const floats = new Float32Array(sixteen ? 0 : buffer.length / format.bytesPerSample);
    for (let at = format.dataStart; at < format.dataEnd;) {
      const target = inPlace ? into(format.bytesPerSample) : buffer;
      const room = target.length - (target.length % frameBytes);
      const bytesRead = readSync(fd, target, 0, Math.min(room, format.dataEnd - at), at);
      const whole = bytesRead - (bytesRead % frameBytes);
      if (whole === 0) break;
      at += whole;
      const { buffer: bytes, byteOffset } = target;
      if (sixteen) onFrames(new Int16Array(bytes, byteOffset, whole / 2));
      else if (inPlace) onFrames(new Float32Array(bytes, byteOffset, whole / 4));
      else onFrames(floats.subarray(0, toFloats(buffer.subarray(0, whole), format, floats)));
    }
  } finally {
    closeSync(fd);
  }
}
