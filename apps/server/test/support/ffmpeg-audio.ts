import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { resolveFfmpegPath } from '../../src/modules/audio/analysis/ffmpeg';

const run = promisify(execFile);

/** The ffmpeg the shop uses (the npm package's static build unless FFMPEG_PATH is set). */
export const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);

export interface SynthOptions {
  /** One ffmpeg `aevalsrc` expression per channel, in `t` seconds. */
  channels: string[];
  seconds: number;
  sampleRate?: number;
  /** Output codec options, e.g. ['-c:a', 'pcm_s24le'] (16-bit WAV by default). */
  codec?: string[];
  extension?: string;
}

/**
 * Audio made by ffmpeg from formulas (issue 19: fixtures generated in the tests, no binary
 * files): `aevalsrc` evaluates each channel's expression at every sample.
 */
export async function synthesize(options: SynthOptions): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vinyl-synth-'));
  const file = path.join(dir, `fixture.${options.extension ?? 'wav'}`);
  // Commas inside an expression must be escaped in a filter graph.
  const expressions = options.channels.map((channel) => channel.replaceAll(',', '\\,'));
  const source = `aevalsrc=${expressions.join('|')}:s=${options.sampleRate ?? 44100}:d=${options.seconds}`;
  try {
    await run(ffmpegPath, [
      '-hide_banner',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      source,
      ...(options.codec ?? ['-c:a', 'pcm_s16le']),
      '-y',
      file,
    ]);
    return await fs.readFile(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** A 997 Hz sine of peak `amplitude` (0..1) in both channels. */
export const sine = (amplitude: number, frequency = 997) => `${amplitude}*sin(2*PI*${frequency}*t)`;
