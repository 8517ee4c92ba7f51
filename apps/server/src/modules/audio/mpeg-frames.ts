import type fs from 'node:fs/promises';

/**
 * Seconds of MPEG audio (MP3, layers I–III) or ADTS AAC counted frame by frame, as a
 * decoder walks them (issue 13 hole 6): a Xing or Info header that claims fewer frames
 * than the file holds does not count. Tags and junk between frames are skipped; a run of
 * frames counts once each frame is followed by another one (or the end of the file).
 */
const BITRATES: Record<string, readonly number[]> = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MPEG_RATES: Record<number, readonly number[]> = {
  3: [44_100, 48_000, 32_000],
  2: [22_050, 24_000, 16_000],
  0: [11_025, 12_000, 8_000],
};
const ADTS_RATES = [
  96_000, 88_200, 64_000, 48_000, 44_100, 32_000, 24_000, 22_050, 16_000, 12_000, 11_025, 8_000,
  7_350,
];

export interface Frame {
  length: number;
  samples: number;
  sampleRate: number;
}

/** The MPEG audio frame whose header starts at `at`, or undefined. */
export function mpegFrame(bytes: Buffer, at: number): Frame | undefined {
  if (at + 4 > bytes.length) return undefined;
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const version = (b1 >> 3) & 3;
  const layerBits = (b1 >> 1) & 3;
  if (version === 1 || layerBits === 0) return undefined;
  const layer = 4 - layerBits;
  const bitrate = BITRATES[`${version === 3 ? 1 : 2}-${layer}`]?.[b2 >> 4];
  const sampleRate = MPEG_RATES[version]?.[(b2 >> 2) & 3];
  if (!bitrate || !sampleRate) return undefined;
  const padding = (b2 >> 1) & 1;
  if (layer === 1) {
    return {
      length: (Math.floor((12_000 * bitrate) / sampleRate) + padding) * 4,
      samples: 384,
      sampleRate,
    };
  }
  const samples = layer === 3 && version !== 3 ? 576 : 1152;
  const length = Math.floor(((samples / 8) * 1000 * bitrate) / sampleRate) + padding;
  return { length, samples, sampleRate };
}

/** The ADTS (AAC) frame whose header starts at `at`, or undefined. */
export function adtsFrame(bytes: Buffer, at: number): Frame | undefined {
  if (at + 7 > bytes.length) return undefined;
  const b1 = bytes[at + 1] ?? 0;
  if (bytes[at] !== 0xff || (b1 & 0xf6) !== 0xf0) return undefined;
  const b2 = bytes[at + 2] ?? 0;
  const sampleRate = ADTS_RATES[(b2 >> 2) & 0x0f];
  const length =
    (((bytes[at + 3] ?? 0) & 0x03) << 11) |
    ((bytes[at + 4] ?? 0) << 3) |
    (((bytes[at + 5] ?? 0) & 0xe0) >> 5);
  if (!sampleRate || length < 7) return undefined;
  return { length, samples: (((bytes[at + 6] ?? 0) & 0x03) + 1) * 1024, sampleRate };
}

const WINDOW = 1024 * 1024;

/** Size of an ID3v2 tag at the start, else 0. */
function id3Length(head: Buffer): number {
  if (head.length < 10 || head.toString('latin1', 0, 3) !== 'ID3') return 0;
  const size = [6, 7, 8, 9].reduce((total, index) => (total << 7) | ((head[index] ?? 0) & 0x7f), 0);
  return 10 + size + (((head[5] ?? 0) & 0x10) !== 0 ? 10 : 0);
}

/** Seconds of audio in the file's frames, or undefined when it holds no run of frames. */
export async function countMpegFrames(
  handle: fs.FileHandle,
  size: number,
  family: 'mp3' | 'aac',
): Promise<number | undefined> {
  const frameAt = family === 'mp3' ? mpegFrame : adtsFrame;
  let base = 0;
  let bytes = Buffer.alloc(0);
  /** Keeps the window on [position, position + need). */
  async function load(position: number, need: number) {
    if (position >= base && position + need <= base + bytes.length) return;
    const length = Math.min(Math.max(WINDOW, need), size - position);
    bytes = Buffer.alloc(Math.max(0, length));
    const { bytesRead } = await handle.read(bytes, 0, bytes.length, position);
    bytes = bytes.subarray(0, bytesRead);
    base = position;
  }
  await load(0, 16);
  let position = id3Length(bytes);
  let seconds = 0;
  let frames = 0;
  while (position + 4 <= size) {
    await load(position, 16);
    const frame = frameAt(bytes, position - base);
    if (frame) {
      const next = position + frame.length;
      // A frame counts when another follows it, or when it ends the file exactly.
      await load(next, 16);
      if (next === size || (next < size && frameAt(bytes, next - base))) {
        seconds += frame.samples / frame.sampleRate;
        frames += 1;
        position = next;
        continue;
      }
      if (next > size && frames > 0) break;
      await load(position, 16);
    }
    position += 1;
  }
  return frames > 0 ? seconds : undefined;
}
