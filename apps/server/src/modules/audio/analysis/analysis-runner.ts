import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AudioMeasurements } from '@vinyl/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock';
import type { FileStorage } from '../../../storage/storage';
import { analyseAudio, type AudioAnalysis } from './analyse-audio';
import type { AnalysisRepository } from './analysis.repository';

export interface AnalysisSettings {
  ffmpegPath: string;
  /** Analyses at most this many files at a time in this process. */
  concurrency: number;
  timeoutMs: number;
}

interface Deps {
  analyses: AnalysisRepository;
  storage: FileStorage;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  settings: AnalysisSettings;
}

/** A run cut off by a restart is tried again this many times in all. */
const MAX_ATTEMPTS = 3;
/** Pending work left by another process (or a failed claim) is looked for this often. */
const SWEEP_MS = 15_000;

export const peaksKeyOf = (sha256: string) => `analysis/${sha256.slice(0, 2)}/${sha256}.peaks.json`;

/** Containers ffmpeg must seek in (the index may sit at the end): read from a local copy. */
const NEEDS_SEEK = /\.(mp4|m4a)$/;

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
 * The audio analysis job (issue 19, decision 027): a small runner in this process with its
 * state in the database. An upload adds a pending analysis for its content (none when the
 * same SHA-256 has one); at most `concurrency` run at once, each killed after `timeoutMs`
 * and then 'failed' with its reason; at start, pending ones and runs a restart cut off are
 * taken up again. A later issue moves this onto the job queue.
 */
export function createAnalysisRunner({ analyses, storage, clock, log, settings }: Deps) {
  const running = new Map<string, Promise<void>>();
  let stopped = true;
  let sweeper: NodeJS.Timeout | undefined;
  let idle: Promise<void> = Promise.resolve();
  const now = () => clock.now().toISOString();

  async function input(key: string, workDir: string): Promise<string | Readable> {
    const stream = await storage.read(key);
    if (!NEEDS_SEEK.test(key)) return stream;
    const copy = path.join(workDir, 'source');
    await pipeline(stream, createWriteStream(copy));
    return copy;
  }

  async function analyse(sha256: string): Promise<void> {
    const audio = await analyses.findAudioOf(sha256);
    if (!audio) return analyses.fail(sha256, 'The file is gone', now());
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vinyl-analysis-'));
    try {
      const source = await input(audio.storage_key, workDir);
      const result = await analyseAudio({
        ffmpeg: settings.ffmpegPath,
        input: source,
        timeoutMs: settings.timeoutMs,
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

  function startOne(sha256: string): void {
    const run = analyse(sha256)
      .catch((error: unknown) => log.error({ err: error, sha256 }, 'audio analysis crashed'))
      .finally(() => {
        running.delete(sha256);
        kick();
      });
    running.set(sha256, run);
  }

  /** Fills the free slots with pending analyses, oldest first. */
  async function fill(): Promise<void> {
    while (!stopped && running.size < settings.concurrency) {
      const free = settings.concurrency - running.size;
      const pending = (await analyses.listPending(free + running.size)).filter(
        (sha) => !running.has(sha),
      );
      let started = 0;
      for (const sha256 of pending.slice(0, free)) {
        if (await analyses.claim(sha256, now())) {
          startOne(sha256);
          started += 1;
        }
      }
      if (started === 0) return;
    }
  }

  function kick(): void {
    if (stopped) return;
    idle = idle.then(fill).catch((error: unknown) => log.error({ err: error }, 'audio analysis'));
  }

  async function sweep(): Promise<void> {
    const before = new Date(clock.now().getTime() - settings.timeoutMs - 5_000).toISOString();
    await analyses.resumeStale(before, MAX_ATTEMPTS, now());
    kick();
  }

  return {
    /** Asks for the analysis of an uploaded content; no-op when it has one. */
    async request(sha256: string): Promise<void> {
      await analyses.ensure(sha256, now());
      kick();
    },
    async start(): Promise<void> {
      stopped = false;
      await analyses.backfill(now());
      // At start no run of this process is alive: any 'running' row older than the
      // timeout (or any at all on a single process) was cut off.
      await analyses.resumeStale(now(), MAX_ATTEMPTS, now());
      kick();
      sweeper = setInterval(() => void sweep().catch(() => undefined), SWEEP_MS);
      sweeper.unref();
    },
    /** Stops taking work and waits for the runs in flight (each ends within its timeout). */
    async close(): Promise<void> {
      stopped = true;
      clearInterval(sweeper);
      await idle;
      await Promise.all(running.values());
    },
    /** Resolves once nothing is running or queued in this process (tests, benchmarks). */
    async settled(): Promise<void> {
      for (;;) {
        await idle;
        if (running.size === 0) return;
        await Promise.all(running.values());
      }
    },
  };
}

export type AnalysisRunner = ReturnType<typeof createAnalysisRunner>;
