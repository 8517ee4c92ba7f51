import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesize } from '../../../../test/support/ffmpeg-audio';
import { analyseAudio, AnalysisTimeoutError } from './analyse-audio';
import { createAnalysisThreads } from './analysis-threads';

// Bass out of phase in the second half, a clipped burst, a second of silence at the start.
const left = 'if(gte(t,1),0.4*sin(2*PI*60*t)+if(between(t,2,2.01),1,0.2*sin(2*PI*1000*t)),0)';
const right = 'if(gte(t,1),if(gte(t,3),-1,1)*0.4*sin(2*PI*60*t)+0.1*sin(2*PI*500*t),0)';

/** Decision 041: a WAV's channels are measured in two threads the app keeps between files. */
describe('the audio analysis threads', { timeout: 120_000 }, () => {
  let dir: string;
  const threads = createAnalysisThreads();
  const options = { ffmpeg: 'no-ffmpeg', timeoutMs: 60_000 };
  const wav = async (name: string, channels: string[], seconds: number) => {
    const file = path.join(dir, name);
    await fs.writeFile(file, await synthesize({ channels, seconds }));
    return file;
  };
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vinyl-threads-'));
  });
  afterAll(async () => {
    threads.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('find what one thread finds, file after file, mono and more channels too', async () => {
    // 40 s: several low band messages a channel, whose memory the threads fill again
    // (decision 052), the second time round too.
    const long = await wav('forty.wav', [left, right], 40);
    const files = [
      await wav('stereo.wav', [left, right], 5),
      long,
      await wav('mono.wav', [left], 2),
      await wav('three.wav', [left, right, '0.5*sin(2*PI*440*t)'], 2),
      long,
    ];
    for (const input of files) {
      const inThreads = await analyseAudio({ ...options, input, threads });
      const here = await analyseAudio({ ...options, input });
      expect(inThreads).toEqual(here);
    }
    const stereo = await analyseAudio({ ...options, input: files[0] as string, threads });
    expect(stereo.findings.lowBandCorrelation).toBeLessThan(-0.9);
    expect(stereo.findings.lowBandOutOfPhaseAt).toBe(3);
    expect(stereo.findings.clippedSamples).toBeGreaterThan(100);
    expect(stereo.findings.leadingSilence).toBeCloseTo(1, 3);
  });

  it('stop a file whose time is up, and measure the next one', async () => {
    const long = await wav('long.wav', [left, right], 60);
    await expect(analyseAudio({ ...options, input: long, threads, timeoutMs: 20 })).rejects.toThrow(
      AnalysisTimeoutError,
    );
    const input = await wav('next.wav', [left, right], 5);
    const next = await analyseAudio({ ...options, input, threads });
    expect(next).toEqual(await analyseAudio({ ...options, input }));
  });

  it('leave the file to this thread when their code is not there', async () => {
    const missing = createAnalysisThreads(() => Promise.reject(new Error('no worker')));
    const input = await wav('alone.wav', [left, right], 3);
    const found = await analyseAudio({ ...options, input, threads: missing });
    expect(found).toEqual(await analyseAudio({ ...options, input }));
    missing.close();
  });
});
