import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema';
import {
  assertJobName,
  DEFAULT_JOB_OPTIONS,
  type JobHandler,
  type JobOptions,
  type JobQueue,
  type JobState,
} from './job-queue';

/** pg-boss runs its SQL through the app's pool, or through the caller's transaction. */
function executorOf(db: Kysely<Database>): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values as unknown[]));
      return { rows: result.rows as unknown[] };
    },
  };
}

const STATES: Record<PgBoss.JobWithMetadata['state'], JobState> = {
  created: 'queued',
  retry: 'retrying',
  active: 'active',
  completed: 'done',
  failed: 'dead',
  cancelled: 'dead',
};

/** Dead letters of `name` go to this queue, which nobody works: the operator reads it. */
export const deadLetterQueue = (name: string) => `${name}-dead`;

/**
 * The PostgreSQL engine (decision 026): pg-boss 10 in its own schema (`pgboss`) of the
 * shop's database, over the app's pool. Retries with exponential back-off, a time limit per
 * attempt (`expireInSeconds`: a worker that died mid-job has its job failed by the
 * supervisor and retried) and a dead-letter queue per job name.
 */
export function createPgBossJobQueue({
  db,
  log,
  superviseSeconds,
  pollSeconds,
}: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** How often expired jobs are looked for (a killed worker's job waits this long, at most). */
  superviseSeconds: number;
  pollSeconds: number;
}): JobQueue {
  const boss = new PgBoss({
    db: executorOf(db),
    schema: 'pgboss',
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: superviseSeconds,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const definitions = new Map<
    string,
    { handler: JobHandler<object>; options: Required<JobOptions> }
  >();
  const intervals: { name: string; everyMs: number }[] = [];
  const timers: NodeJS.Timeout[] = [];
  const controllers = new Set<AbortController>();
  let started = false;

  async function createQueues() {
    for (const [name, { options }] of definitions) {
      const dead = deadLetterQueue(name);
      if (!(await boss.getQueue(dead))) await boss.createQueue(dead);
      const settings = {
        name,
        retryLimit: options.retries,
        // pg-boss counts in whole seconds; its back-off doubles per retry, with jitter.
        retryDelay: Math.max(1, Math.round(options.backoffMs / 1000)),
        retryBackoff: true,
        expireInSeconds: Math.max(1, Math.ceil(options.timeoutMs / 1000)),
        deadLetter: dead,
      };
      if (await boss.getQueue(name)) await boss.updateQueue(name, settings);
      else await boss.createQueue(name, settings);
    }
  }

  async function work(name: string, handler: JobHandler<object>, options: Required<JobOptions>) {
    // One pg-boss worker takes one job at a time: `concurrency` workers per process.
    for (let i = 0; i < options.concurrency; i++) {
      await boss.work<object>(
        name,
        { pollingIntervalSeconds: pollSeconds, batchSize: 1, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          const controller = new AbortController();
          controllers.add(controller);
          // pg-boss gives up on the attempt at its expiry; the handler is told just before.
          const timer = setTimeout(() => controller.abort(), options.timeoutMs);
          try {
            await handler(job.data, {
              id: job.id,
              attempt: job.retryCount + 1,
              signal: controller.signal,
            });
          } catch (error) {
            log.warn(
              { err: error, job: name, id: job.id, attempt: job.retryCount + 1 },
              'job failed',
            );
            throw error;
          } finally {
            clearTimeout(timer);
            controllers.delete(controller);
          }
        },
      );
    }
  }

  return {
    engine: 'pg-boss',
    define(name, handler, options = {}) {
      assertJobName(name);
      definitions.set(name, {
        handler: handler as JobHandler<object>,
        options: { ...DEFAULT_JOB_OPTIONS, ...options },
      });
    },
    async send(name, payload, options = {}) {
      const id = await boss.send(name, payload, {
        ...(options.trx && { db: executorOf(options.trx) }),
        ...(options.delayMs && { startAfter: Math.ceil(options.delayMs / 1000) }),
      });
      if (!id) throw new Error(`job ${name} was not queued`);
      return id;
    },
    every(name, everyMs) {
      intervals.push({ name, everyMs });
    },
    async status(name, id) {
      const job = await boss.getJobById<object>(name, id, { includeArchive: true });
      if (!job) return undefined;
      const ended = job.state === 'completed' || job.state === 'failed' ? 1 : 0;
      return { name, state: STATES[job.state], attempts: job.retryCount + ended };
    },
    countDead: (name) => boss.getQueueSize(deadLetterQueue(name)),
    async start(shouldWork) {
      await boss.start();
      started = true;
      await createQueues();
      if (!shouldWork) return;
      for (const [name, { handler, options }] of definitions) await work(name, handler, options);
      for (const { name, everyMs } of intervals) {
        // One job per period however many workers send it (pg-boss's throttle slot).
        const seconds = Math.max(1, Math.round(everyMs / 1000));
        const tick = () =>
          void boss
            .sendThrottled(name, {}, {}, seconds)
            .catch((error: unknown) =>
              log.error({ err: error, job: name }, 'interval job not sent'),
            );
        const timer = setInterval(tick, everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      if (!started) return;
      const longest = Math.max(
        1_000,
        ...[...definitions.values()].map(({ options }) => options.timeoutMs),
      );
      await boss.stop({ graceful: true, close: false, wait: true, timeout: longest });
    },
  };
}
