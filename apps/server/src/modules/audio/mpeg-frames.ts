import type fs from 'node:fs/promises';

/**
 * Seconds of MPEG audio (MP3, layers I–III) or ADTS AAC counted frame by frame, as a
 * decoder walks them (issue 13 hole 6): a Xing or Info header that claims fewer frames
 * than the file holds does not count. Tags and junk between frames are skipped; a run of
 * frames counts once each frame is followed by another one (or the end of the file).
 */
/** kbit/s by [MPEG-1 layer I, II, III, MPEG-2/2.5 layer I, II, III][bitrate index]. */
const BITRATES: readonly (readonly number[])[] = [
  [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
];
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
  const bitrate = BITRATES[(version === 3 ? 0 : 3) + layer - 1]?.[b2 >> 4];
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

const WINDOW = 256 * 1024;

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
  const bytes = Buffer.alloc(WINDOW);
  /** Reads the window starting at `position`. */
  async function load(position: number) {
    const { bytesRead } = await handle.read(bytes, 0, WINDOW, position);
    base = position;
    return bytesRead;
  }
  let end = await load(0);
  let position = id3Length(bytes.subarray(0, end));
  let seconds = 0;
  let frames = 0;
  while (position + 4 <= size) {
    if (position !== base) end = await load(position);
    let index = 0;
    // Frames are walked synchronously within a window; the event loop gets a turn between
    // windows, so a 2 GB file of junk never holds the server up.
    for (;;) {
      // A header across the window's edge is read again at the start of the next window.
      if (index + 7 > end && base + end < size) break;
      const frame = index + 4 <= end ? frameAt(bytes, index) : undefined;
      if (frame) {
        const next = index + frame.length;
        if (base + next + 7 > size) {
          // The file ends inside or right after this frame: it counts if it is whole.
          if (base + next <= size) {
            seconds += frame.samples / frame.sampleRate;
            frames += 1;
          }
          return frames > 0 ? seconds : undefined;
        }
        if (next + 7 > end) break;
        if (frameAt(bytes, next)) {
          seconds += frame.samples / frame.sampleRate;
          frames += 1;
          index = next;
          continue;
        }
      }
      const sync = bytes.indexOf(0xff, index + 1);
      if (sync === -1 || sync >= end) {
        index = end;
        break;
      }
      index = sync;
    }
    position = base + index;
    if (base + end >= size && index >= end) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return frames > 0 ? seconds : undefined;
}
