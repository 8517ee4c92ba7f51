import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';

/**
 * The ffmpeg the shop decodes with (decision 027): `FFMPEG_PATH` when set (a system
 * ffmpeg kept patched by the host), else the static build that `@ffmpeg-installer/ffmpeg`
 * ships inside the npm package, so `npm ci` is enough on a fresh machine.
 */
export function resolveFfmpegPath(configured: string | undefined): string {
  if (configured) return configured;
  try {
    const require = createRequire(import.meta.url);
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return 'ffmpeg';
  }
}

/** What ffmpeg says about the audio stream it decodes. */
export interface StreamInfo {
  codec: string;
  sampleRate: number;
  channels: number;
  /** Bits of the source samples (24 for `s32 (24 bit)`), null for lossy or float formats. */
  bitsPerSample: number | null;
}

const LAYOUTS: Record<string, number> = {
  mono: 1,
  stereo: 2,
  '2.1': 3,
  '3.0': 3,
  quad: 4,
  '4.0': 4,
  '5.0': 5,
  '5.1': 6,
  '6.1': 7,
  '7.1': 8,
};

function channelsOf(layout: string): number {
  return LAYOUTS[layout.replace(/\(.*\)$/, '')] ?? Number(/^(\d+) channels/.exec(layout)?.[1] ?? 0);
}

/** Reads the first input audio stream line: `Stream #0:0: Audio: flac, 96000 Hz, stereo, s32 (24 bit)`. */
export function parseStreamInfo(stderr: string): StreamInfo | undefined {
  const input = stderr.split(/\nOutput #0/)[0] ?? stderr;
  const line = /Stream #0:\d+[^:]*: Audio: ([^\n]+)/.exec(input)?.[1];
  if (!line) return undefined;
  const parts = line.split(', ');
  const codec = (parts[0] ?? '').split(' ')[0] ?? '';
  const rate = Number(/(\d+) Hz/.exec(line)?.[1]);
  const layout = parts[2]?.trim() ?? '';
  const channels = channelsOf(layout);
  const format = parts[3] ?? '';
  const bits = /\((\d+) bit\)/.exec(format)?.[1];
  const lossless = /^pcm_|^flac|^alac|^wavpack/.test(codec);
  const plain = /^[us](8|16|32)p?$/.exec(format.trim())?.[1];
  const bitsPerSample = !lossless
    ? null
    : bits
      ? Number(bits)
      : plain
        ? Number(plain)
        : pcmBits(codec);
  if (!Number.isFinite(rate) || rate <= 0 || channels <= 0) return undefined;
  return { codec, sampleRate: rate, channels, bitsPerSample };
}

function pcmBits(codec: string): number | null {
  const bits = /^pcm_[fsu](\d+)/.exec(codec)?.[1];
  return bits ? Number(bits) : null;
}

export interface Decoding {
  /** Interleaved 32-bit float samples at the source's rate and channels. */
  pcm: Readable;
  /** The source stream's facts, once ffmpeg has printed them. */
  info: Promise<StreamInfo>;
  /** Resolves when ffmpeg exits cleanly, rejects with its last words otherwise. */
  done: Promise<void>;
  kill(): void;
}

/**
 * Decodes `input` (a file path, or `-` for the stream given) to raw float PCM on stdout.
 * Only the first audio stream is read; cover art and other streams are ignored.
 */
export function decodeToPcm(ffmpeg: string, input: string, source?: Readable): Decoding {
  const child = spawn(
    ffmpeg,
    ['-hide_banner', '-nostdin', '-nostats', '-i', input === '-' ? 'pipe:0' : input]
      .concat([
        '-map',
        '0:a:0',
        '-vn',
        '-sn',
        '-dn',
        '-f',
        'f32le',
        '-acodec',
        'pcm_f32le',
        'pipe:1',
      ])
      .filter((arg) => !(arg === '-nostdin' && input === '-')),
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  if (source) {
    source.pipe(child.stdin);
    child.stdin.on('error', () => undefined);
  } else child.stdin.end();
  let stderr = '';
  let resolveInfo: (info: StreamInfo) => void = () => undefined;
  let rejectInfo: (error: Error) => void = () => undefined;
  const info = new Promise<StreamInfo>((resolve, reject) => {
    resolveInfo = resolve;
    rejectInfo = reject;
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    if (stderr.length < 64_000) stderr += text;
    if (/\nOutput #0|Stream mapping/.test(stderr)) {
      const parsed = parseStreamInfo(stderr);
      if (parsed) resolveInfo(parsed);
    }
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error) => reject(error));
    child.on('close', (code, signal) => {
      const last = stderr.trim().split('\n').slice(-2).join(' ').slice(0, 300);
      if (code === 0) resolve();
      else reject(new Error(signal ? `ffmpeg stopped (${signal})` : `ffmpeg failed: ${last}`));
    });
  });
  done.then(
    () => rejectInfo(new Error('ffmpeg found no audio stream')),
    (error: Error) => rejectInfo(error),
  );
  return { pcm: child.stdout, info, done, kill: () => child.kill('SIGKILL') };
}
