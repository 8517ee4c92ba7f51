// The audio analysis of issue 19 on a 10-minute 44.1 kHz stereo WAV (decisions 027, 037,
// 041): the shop's whole analysis (the WAV's samples read, one pass per channel in two
// threads measures loudness, true peak, clipping, silences, bass correlation and the
// waveform) against ffmpeg decoding the same file to null, in the same run, rounds
// alternating (goal ≤ 1.5). The threads are the app's: started by the first file and kept,
// so the first file's time (their start included) is printed apart, with the CPU time the
// analysis takes over all its threads. For reference it also times ffmpeg's own
// `ebur128=peak=true`, which measures loudness and true peak alone.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { analyseAudio } from '../apps/server/src/modules/audio/analysis/analyse-audio';
import { createAnalysisThreads } from '../apps/server/src/modules/audio/analysis/analysis-threads';
import { analysisWorkerScript } from '../apps/server/src/modules/audio/analysis/analysis-worker-script';
import { resolveFfmpegPath } from '../apps/server/src/modules/audio/analysis/ffmpeg';
import type { BenchResult } from './run';
import { timePerOp } from './timing';

const run = promisify(execFile);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);
const once = { rounds: 1, ops: 1 };

/** Ten minutes of pink noise under a slow tone with a swelling level: music-like peaks. */
async function writeMaster(file: string): Promise<void> {
  const left = '0.25*sin(2*PI*110*t)*(0.6+0.4*sin(2*PI*0.05*t))';
  const right = '0.25*sin(2*PI*110*t+0.3)*(0.6+0.4*sin(2*PI*0.05*t))';
  await run(ffmpeg, [
    ...['-hide_banner', '-v', 'error', '-f', 'lavfi', '-i'],
    `anoisesrc=d=600:c=pink:r=44100:a=0.2`,
    ...['-f', 'lavfi', '-i', `aevalsrc=${left}|${right}:s=44100:d=600`],
    ...['-filter_complex', '[0:a]pan=stereo|c0=c0|c1=c0[n];[n][1:a]amix=inputs=2'],
    ...['-c:a', 'pcm_s16le', '-y', file],
  ]);
}

export async function audioAnalysisBench(): Promise<BenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-bench-audio-'));
  const file = path.join(dir, 'master.wav');
  const threads = createAnalysisThreads();
  try {
    await writeMaster(file);
    const decode = ['-hide_banner', '-nostats', '-v', 'error', '-i', file];
    const analyse = () => analyseAudio({ ffmpeg, input: file, timeoutMs: 600_000, threads });
    // From source the threads' code is bundled first, once (the built server has it bundled).
    await analysisWorkerScript();
    const firstMs = await timePerOp(analyse, once);
    let baselineMs = Infinity;
    let subjectMs = Infinity;
    let cpuMs = Infinity;
    for (let round = 0; round < ROUNDS; round++) {
      const decoded = timePerOp(() => run(ffmpeg, [...decode, '-f', 'null', '-']), once);
      baselineMs = Math.min(baselineMs, await decoded);
      const cpu = process.cpuUsage();
      subjectMs = Math.min(subjectMs, await timePerOp(analyse, once));
      const used = process.cpuUsage(cpu);
      cpuMs = Math.min(cpuMs, (used.user + used.system) / 1000);
    }
    const ebur128Ms = await timePerOp(
      () => run(ffmpeg, [...decode, '-af', 'ebur128=peak=true', '-f', 'null', '-']),
      once,
    );
    const ratio = (ms: number) => (ms / baselineMs).toFixed(2);
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    return {
      name: 'audio analysis, 10 min 44.1 kHz stereo WAV',
      baseline: 'ffmpeg decode to null',
      baselineMs,
      subjectMs,
      summary:
        `audio analysis, 10 min 44.1 kHz stereo WAV: ${s(subjectMs)} vs ffmpeg decode to null ` +
        `${s(baselineMs)} → ratio ${ratio(subjectMs)} (goal ≤ 1.5; best of ${ROUNDS}, ` +
        `${s(cpuMs)} of CPU over its threads); the first file, the threads' start included, ` +
        `${s(firstMs)} → ratio ${ratio(firstMs)}; ffmpeg's ebur128=peak=true alone ` +
        `${s(ebur128Ms)} → ratio ${ratio(ebur128Ms)}; load average ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}`,
    };
  } finally {
    threads.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('audio-analysis.bench.ts')) {
  console.log((await audioAnalysisBench()).summary);
}
