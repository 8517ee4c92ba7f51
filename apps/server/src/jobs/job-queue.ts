import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * How a job runs (decision 026). `retries` more attempts after the first; the n-th retry
 * waits about `backoffMs × 2^(n-1)`; an attempt that runs past `timeoutMs` failed; a job
 * out of retries is dead-lettered: kept, named, never run again by itself.
 */
export interface JobOptions {
  /** Jobs of this name one process runs at once. */
  concurrency?: number;
  retries?: number;
  backoffMs?: number;
  timeoutMs?: number;
  /**
   * Called once with the payload of a job that ran out of retries (its last attempt failed
   * or its process died), in a process that works jobs: what a person sees as 'failed'.
   */
  onDead?: (payload: never, error: string) => Promise<void>;
}

/** A definition's options with the defaults filled in. */
export type DefinedOptions = Required<Omit<JobOptions, 'onDead'>> & Pick<JobOptions, 'onDead'>;

export interface JobContext {
  id: string;
  /** 1 on the first run. */
  attempt: number;
  /** Aborted when the attempt timed out or the process stops. */
  signal: AbortSignal;
}

/**
 * A job's work. It may run more than once (a retry, a worker killed after the work but
 * before the job was marked done): handlers are idempotent.
 */
export type JobHandler<T> = (payload: T, context: JobContext) => Promise<void>;

export interface SendOptions {
  /** Sent with this transaction: the job exists only if it commits. */
  trx?: Transaction<Database> | undefined;
  /** Not before this many milliseconds. */
  delayMs?: number;
}

export type JobState = 'queued' | 'active' | 'retrying' | 'done' | 'dead';

export interface JobStatus {
  name: string;
  state: JobState;
  /** Attempts that ended (failed or done). */
  attempts: number;
}

export interface JobQueue {
  /** `sqlite` runs in the process; `pg-boss` in whichever process works the queue. */
  engine: 'sqlite' | 'pg-boss';
  define<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: Omit<JobOptions, 'onDead'> & {
      onDead?: (payload: T, error: string) => Promise<void>;
    },
  ): void;
  send<T extends object>(name: string, payload: T, options?: SendOptions): Promise<string>;
  /**
   * Jobs of `name` were just committed (sent with a transaction): this process's workers of
   * that name look now rather than at their next poll. Nothing when it works no jobs.
   */
  wake(name: string): void;
  /**
   * Sends the job unless one of `name` with an equal payload is queued, running or waiting
   * for a retry (work found again at start). Two processes at once may both send: handlers
   * are idempotent. Answers whether it sent.
   */
  sendUnlessWaiting<T extends object>(name: string, payload: T): Promise<boolean>;
  /**
   * Sends `name` every `everyMs` from each process that works jobs; several processes
   * make one job per period (the interval jobs: clean-ups, the outbox sweep).
   */
  every(name: string, everyMs: number): void;
  status(name: string, id: string): Promise<JobStatus | undefined>;
  /** Jobs of `name` that ran out of retries. */
  countDead(name: string): Promise<number>;
  /** Creates the queues; works them when `work` (JOBS=on, the worker). */
  start(work: boolean): Promise<void>;
  /** Stops taking jobs and waits for those running (up to their timeout). */
  stop(): Promise<void>;
}

/** Defaults: a job is retried 3 times from 5 s, and given 60 s a run. */
export const DEFAULT_JOB_OPTIONS: Required<Omit<JobOptions, 'onDead'>> = {
  concurrency: 1,
  retries: 3,
  backoffMs: 5_000,
  timeoutMs: 60_000,
};

/** The delay before retry `attempt` (1-based count of failed attempts). */
export function backoffDelay(backoffMs: number, failedAttempts: number): number {
  return backoffMs * 2 ** Math.max(0, failedAttempts - 1);
}

/** A job name both engines accept (pg-boss: letters, digits, `_` and `-`). */
export function assertJobName(name: string): void {
  if (!/^[a-z][a-z0-9_-]*$/.test(name)) throw new Error(`bad job name: ${name}`);
}
