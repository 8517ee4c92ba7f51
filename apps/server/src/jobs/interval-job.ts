import type { FastifyBaseLogger } from 'fastify';

export interface IntervalJob {
  /** Runs the job now (tests, and once at start); overlapping runs are skipped. */
  runNow(): Promise<void>;
  stop(): void;
}

/**
 * Slow work behind a job interface (ARCHITECTURE "Scale"): in-process on a timer for now;
 * a queue (pg-boss) can take the same `run` later. A failed run is logged, never thrown.
 */
export function startIntervalJob(options: {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  log: FastifyBaseLogger;
}): IntervalJob {
  let running: Promise<void> | null = null;
  function runNow(): Promise<void> {
    running ??= options
      .run()
      .then(
        (result) => options.log.debug({ job: options.name, result }, 'job done'),
        (error: unknown) => options.log.error({ err: error, job: options.name }, 'job failed'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  }
  const timer = setInterval(() => void runNow(), options.everyMs);
  timer.unref();
  return {
    runNow,
    stop: () => clearInterval(timer),
  };
}
