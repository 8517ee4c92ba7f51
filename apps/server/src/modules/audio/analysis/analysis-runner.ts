import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AudioMeasurements } from '@vinyl/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock';
import type { JobQueue } from '../../../jobs';
import { StoredFileMissingError, type FileStorage } from '../../../storage/storage';
import { analyseAudio, type AudioAnalysis } from './analyse-audio';
import { createAnalysisThreads } from './analysis-threads';
import type { AnalysisRepository } from './analysis.repository';

export interface AnalysisSettings {
  ffmpegPath: string;
  /** Analyses at most this many files at a time in each process that works jobs. */
  concurrency: number;
  timeoutMs: number;
}

interface Deps {
  analyses: AnalysisRepository;
  jobs: Pick<JobQueue, 'define' | 'send' | 'sendUnlessWaiting'>;
  storage: FileStorage;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  settings: AnalysisSettings;
}

export const ANALYSIS_JOB = 'audio-analysis';
/** A run cut off (its process killed or stopped) is tried this many times in all. */
const MAX_ATTEMPTS = 3;
/** What a customer reads when every attempt was cut off. */
const INTERRUPTED = 'The analysis was interrupted too often';

export const peaksKeyOf = (sha256: string) => `analysis/${sha256.slice(0, 2)}/${sha256}.peaks.json`;

/**
 * Files read from a path, not a stream: containers ffmpeg must seek in (the index may sit
 * at the end), and WAVs, whose PCM the analysis reads itself (decision 037) instead of
 * through ffmpeg's pipe. From the disk store in place, else from a local copy.
 */
const READ_FROM_A_PATH = /\.(mp4|m4a|wav)$/;

/** Each run's work folder (a copy of the audio from a store that is not a disk, the peaks). */
const WORK_DIR_PREFIX = 'vinyl-analysis-';

/**
 * The work folders of runs whose process was killed (a crash, an out-of-memory kill: a
 * graceful stop waits for its runs, which remove theirs), once older than `olderThanMs`:
 * the time limit of a run's job, after which no run can still use one, on this server or on
 * another of the same host. Such a folder can hold a copy of a customer's audio. Returns how
 * many were removed; one that cannot be read or removed is left for the next start.
 */
export async function removeAbandonedWorkDirs(
  olderThanMs: number,
  nowMs: number = Date.now(),
  parent: string = os.tmpdir(),
): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(parent);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(WORK_DIR_PREFIX)) continue;
    const folder = path.join(parent, name);
    try {
      const { mtimeMs } = await fs.stat(folder);
      if (nowMs - mtimeMs <= olderThanMs) continue;
      await fs.rm(folder, { recursive: true, force: true });
      removed += 1;
    } catch {
      // Gone meanwhile (another server's sweep), or not ours to remove.
    }
  }
  return removed;
}

export function toMeasurements({ info, findings }: AudioAnalysis): AudioMeasurements {
  return {
    duration: Math.round(findings.duration * 1000) / 1000,
    sampleRate: info.sampleRate,
    bitsPerSample: info.bitsPerSample,
    channels: info.channels,
    integratedLufs: findings.integratedLufs,
    truePeakDbtp: findings.truePeakDbtp,
    clippedSamples: findings.clippedSamples,
    lowBandCorrelation: findings.lowBandCorrelation,
    lowBandOutOfPhaseAt: findings.lowBandOutOfPhaseAt,
    leadingSilence: Math.round(findings.leadingSilence * 1000) / 1000,
    trailingSilence: Math.round(findings.trailingSilence * 1000) / 1000,
  };
}

/**
 * The audio analysis (issue 19, decision 027) as a job on the queue (issue 20): an upload
 * adds a pending analysis for its content (none when the same SHA-256 has one) and sends
 * the `audio-analysis` job; whichever process works jobs runs it, at most `concurrency` at
 * once per process, each ffmpeg run killed after `timeoutMs`. A file ffmpeg cannot read,
 * or that takes too long, is 'failed' at once with its reason (trying again would not
 * help). A run cut off (a killed worker, a restart) is retried by the queue, which gives
 * its job again after the job's time limit; the retry takes the row over once its run is
 * stale. After the last attempt the analysis is 'failed' ("interrupted too often").
 * Idempotent: a job for content already analysed, or being analysed by a live run, does
 * nothing — one analysis, one peaks file per content.
 */
export function createAnalysisRunner({ analyses, jobs, storage, clock, log, settings }: Deps) {
  const running = new Set<Promise<void>>();
  /** A WAV's channels are measured side by side in two threads, kept between files (decision 041). */
  const threads = createAnalysisThreads();
  const now = () => clock.now().toISOString();
  /** A job's attempt: ffmpeg's limit, and a minute for the copy and the peaks. */
  const jobTimeoutMs = settings.timeoutMs + 60_000;
  /** A run started before this cannot be alive: its job's time limit is over. */
  const staleBefore = () => new Date(clock.now().getTime() - jobTimeoutMs).toISOString();

  async function input(key: string, workDir: string): Promise<string | Readable> {
    if (!READ_FROM_A_PATH.test(key)) return storage.read(key);
    const inPlace = storage.localPath?.(key);
    if (inPlace) {
      if (!(await storage.exists(key))) throw new StoredFileMissingError(key);
      return inPlace;
    }
    const copy = path.join(workDir, 'source');
    await pipeline(await storage.read(key), createWriteStream(copy));
    return copy;
  }

  async function analyse(sha256: string): Promise<void> {
    const audio = await analyses.findAudioOf(sha256);
    if (!audio) return analyses.fail(sha256, 'The file is gone', now());
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), WORK_DIR_PREFIX));
    try {
      const source = await input(audio.storage_key, workDir);
      const result = await analyseAudio({
        ffmpeg: settings.ffmpegPath,
        input: source,
        timeoutMs: settings.timeoutMs,
        threads,
      });
      const measurements = toMeasurements(result);
      const peaksFile = path.join(workDir, 'peaks.json');
      const peaks = { duration: measurements.duration, peaks: result.findings.peaks };
      await fs.writeFile(peaksFile, JSON.stringify(peaks));
      const peaksKey = peaksKeyOf(sha256);
      await storage.importFile(peaksFile, peaksKey);
      await analyses.setDecodedDuration(sha256, measurements.duration, now());
      await analyses.finish(sha256, JSON.stringify(measurements), peaksKey, now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ sha256, reason }, 'audio analysis failed');
      await analyses.fail(sha256, reason, now());
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }

  const statusOf = async (sha256: string) => (await analyses.listBySha([sha256]))[0]?.status;

  /** The job: claims the pending analysis (or a stale run's) and runs it. */
  async function runJob(sha256: string, attempt: number): Promise<void> {
    let status = await statusOf(sha256);
    if (status === 'running') {
      // A run cut off before this attempt: back to pending once it cannot be alive
      // (failed when it was started too often).
      await analyses.resumeStale(staleBefore(), MAX_ATTEMPTS, now());
      status = await statusOf(sha256);
      // Still running: another job's live run (a second upload of the same content).
      if (status === 'running' && attempt > 1) throw new Error('the analysis runs elsewhere');
    }
    if (status !== 'pending' || !(await analyses.claim(sha256, now()))) return;
    const run = analyse(sha256);
    running.add(run);
    try {
      await run;
    } finally {
      running.delete(run);
    }
  }

  jobs.define<{ sha256: string }>(
    ANALYSIS_JOB,
    ({ sha256 }, { attempt }) => runJob(sha256, attempt),
    {
      concurrency: settings.concurrency,
      retries: MAX_ATTEMPTS - 1,
      backoffMs: 5_000,
      timeoutMs: jobTimeoutMs,
      // Every attempt cut off: the customer reads "could not analyse", not "analysing".
      onDead: async ({ sha256 }) => {
        const status = await statusOf(sha256);
        if (status === 'pending' || status === 'running') {
          await analyses.fail(sha256, INTERRUPTED, now());
        }
      },
    },
  );

  return {
    /** Asks for the analysis of an uploaded content; no-op when it has one. */
    async request(sha256: string): Promise<void> {
      await analyses.ensure(sha256, now());
      if ((await statusOf(sha256)) === 'pending') {
        await jobs.sendUnlessWaiting(ANALYSIS_JOB, { sha256 });
      }
    },
    /**
     * Once the queue works, in a process that works it: the work folders of killed runs
     * removed, analyses for stored audio that has none (made before analyses existed),
     * stale runs back to pending, and a job for every pending analysis that has none
     * waiting (left from before analyses were jobs).
     */
    async resume(): Promise<number> {
      // Files' times are the wall clock's, not the shop's clock (tests move that one).
      const abandoned = await removeAbandonedWorkDirs(jobTimeoutMs);
      if (abandoned > 0)
        log.warn({ folders: abandoned }, 'removed work folders of killed analyses');
      await analyses.backfill(now());
      await analyses.resumeStale(staleBefore(), MAX_ATTEMPTS, now());
      let sent = 0;
      for (const sha256 of await analyses.listPending(10_000)) {
        if (await jobs.sendUnlessWaiting(ANALYSIS_JOB, { sha256 })) sent += 1;
      }
      return sent;
    },
    /** Ends the analysis threads (app close). */
    close(): void {
      threads.close();
    },
    /** Resolves once no analysis runs in this process (tests, benchmarks). */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
