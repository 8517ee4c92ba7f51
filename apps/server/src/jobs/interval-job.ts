import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './job-queue';

export interface IntervalJob {
  /** Runs the job now in this process (tests); overlapping runs are skipped. */
  runNow(): Promise<void>;
  stop(): void;
}

/**
 * A periodic clean-up on the job queue (issue 20, decision 034): defined as a job and sent
 * every `everyMs` with `jobs.every`, so with several servers and workers it runs in one of
 * them per period (pg-boss's throttled send on PostgreSQL, the jobs table on SQLite) and a
 * failed run is retried by the next period. `runNow` runs the same work here and now.
 */
export function queueIntervalJob(options: {
  jobs: JobQueue;
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  log: FastifyBaseLogger;
}): IntervalJob {
  const { jobs, name, everyMs, log } = options;
  let running: Promise<void> | null = null;
  function runOnce(): Promise<void> {
    running ??= options
      .run()
      .then((result) => log.debug({ job: name, result }, 'job done'))
      .finally(() => {
        running = null;
      });
    return running;
  }
  jobs.define(name, () => runOnce(), { retries: 0, timeoutMs: everyMs });
  jobs.every(name, everyMs);
  return {
    runNow: () =>
      runOnce().catch((error: unknown) => log.error({ err: error, job: name }, 'job failed')),
    // The queue stops with the app (its close); nothing of this job's own to stop.
    stop: () => undefined,
  };
}
