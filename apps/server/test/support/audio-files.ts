import { createHash } from 'node:crypto';

export interface WavOptions {
  seconds: number;
  /** Low rates keep long test files small: a 6-minute side at 8 kHz mono 8-bit is 2.9 MB. */
  sampleRate?: number;
  channels?: number;
  bitsPerSample?: 8 | 16 | 24;
  /** Written as the RIFF INFO title (INAM), which the server reads as the track title. */
  title?: string;
  /** Written as the RIFF INFO artist (IART). */
  artist?: string;
  /** Pitch of the sine tone, so two files of the same length differ. */
  frequency?: number;
}

function chunk(id: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'ascii');
  header.writeUInt32LE(body.length, 4);
  const pad = body.length % 2 === 1 ? Buffer.alloc(1) : Buffer.alloc(0);
  return Buffer.concat([header, body, pad]);
}

/** A PCM WAV file with a sine tone, written in code so tests need no audio tools. */
export function makeWav(options: WavOptions): Buffer {
  const { seconds, sampleRate = 8000, channels = 1, bitsPerSample = 8, frequency = 440 } = options;
  const bytesPerSample = bitsPerSample / 8;
  const frames = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(frames * channels * bytesPerSample);
  for (let frame = 0; frame < frames; frame++) {
    const value = Math.sin((2 * Math.PI * frequency * frame) / sampleRate) * 0.5;
    for (let channel = 0; channel < channels; channel++) {
      const offset = (frame * channels + channel) * bytesPerSample;
      if (bitsPerSample === 8) data.writeUInt8(Math.round(128 + value * 127), offset);
      else if (bitsPerSample === 16) data.writeInt16LE(Math.round(value * 32767), offset);
      else data.writeIntLE(Math.round(value * 8_388_607), offset, 3);
    }
  }
  const format = Buffer.alloc(16);
  format.writeUInt16LE(1, 0);
  format.writeUInt16LE(channels, 2);
  format.writeUInt32LE(sampleRate, 4);
  format.writeUInt32LE(sampleRate * channels * bytesPerSample, 8);
  format.writeUInt16LE(channels * bytesPerSample, 12);
  format.writeUInt16LE(bitsPerSample, 14);
  const parts = [Buffer.from('WAVE', 'ascii'), chunk('fmt ', format)];
  if (options.title || options.artist) {
    const info = Buffer.concat([
      Buffer.from('INFO', 'ascii'),
      ...(options.title ? [chunk('INAM', Buffer.from(`${options.title}\0`, 'utf8'))] : []),
      ...(options.artist ? [chunk('IART', Buffer.from(`${options.artist}\0`, 'utf8'))] : []),
    ]);
    parts.push(chunk('LIST', info));
  }
  parts.push(chunk('data', data));
  return chunk('RIFF', Buffer.concat(parts));
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
