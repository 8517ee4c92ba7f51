import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath, synthesize } from '../../../../test/support/ffmpeg-audio';
import { analyseAudio } from './analyse-audio';
import { createAnalysisThreads } from './analysis-threads';

// A tone over a slow sweep, a few samples driven past full scale, silence at both ends.
const left = 'if(between(t,0.5,2.5),0.5*sin(2*PI*440*t)+0.45*sin(2*PI*(60+20*t)*t),0)';
const right = 'if(between(t,0.5,2.5),min(1,1.2*sin(2*PI*330*t)),0)';

/**
 * The shop reads plain PCM WAV files itself, its channels measured in two threads
 * (decision 041), and gives everything else to ffmpeg (decision 037): for the same file
 * every way must find the same, to the last digit.
 */
describe('a WAV read by the shop and decoded by ffmpeg', { timeout: 120_000 }, () => {
  let dir: string;
  const threads = createAnalysisThreads();
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vinyl-wav-'));
  });
  afterAll(async () => {
    threads.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const forms = [
    ['16-bit', ['-c:a', 'pcm_s16le'], 44_100],
    ['24-bit', ['-c:a', 'pcm_s24le'], 96_000],
    ['32-bit', ['-c:a', 'pcm_s32le'], 48_000],
    ['float', ['-c:a', 'pcm_f32le'], 44_100],
    ['8-bit', ['-c:a', 'pcm_u8'], 22_050],
  ] as const;

  it.each(forms)('%s', async (_, codec, sampleRate) => {
    const bytes = await synthesize({
      channels: [left, right],
      seconds: 3,
      sampleRate,
      codec: [...codec],
    });
    const file = path.join(dir, `${codec[1]}.wav`);
    await fs.writeFile(file, bytes);
    const options = { ffmpeg: ffmpegPath, timeoutMs: 60_000 };
    // No ffmpeg at all: the file is read by the shop, in the threads and in this one.
    const noFfmpeg = { ...options, ffmpeg: path.join(dir, 'no-ffmpeg'), input: file };
    const read = await analyseAudio({ ...noFfmpeg, threads });
    const readHere = await analyseAudio(noFfmpeg);
    // A stream is always given to ffmpeg.
    const decoded = await analyseAudio({ ...options, input: Readable.from([bytes]) });
    expect(read.findings).toEqual(decoded.findings);
    expect(readHere.findings).toEqual(decoded.findings);
    expect(read.info).toEqual(decoded.info);
    expect(read.findings.duration).toBe(3);
    expect(read.findings.clippedSamples).toBeGreaterThan(0);
  });

  it('reads the samples that are there when the header claims more', async () => {
    const bytes = await synthesize({ channels: [left, right], seconds: 3 });
    const file = path.join(dir, 'cut.wav');
    await fs.writeFile(file, bytes.subarray(0, bytes.length - 2 * 44_100 * 4)); // 2 s missing
    const found = await analyseAudio({
      ffmpeg: 'no-ffmpeg',
      timeoutMs: 60_000,
      input: file,
      threads,
    });
    expect(found.findings.duration).toBe(1);
  });
});
