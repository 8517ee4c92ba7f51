import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema';
import {
  assertJobName,
  DEFAULT_JOB_OPTIONS,
  type DefinedOptions,
  type JobHandler,
  type JobQueue,
  type JobState,
} from './job-queue';

/**
 * pg-boss runs its SQL through the app's pool, or through the caller's transaction.
 * `running` counts the statements under way (stop waits for them: see `stop`).
 */
function executorOf(db: Kysely<Database>, running = { count: 0 }): PgBoss.Db {
  return {
    async executeSql(text, values) {
      running.count++;
      try {
        const result = await db.executeQuery(CompiledQuery.raw(text, values as unknown[]));
        return { rows: result.rows as unknown[] };
      } finally {
        running.count--;
      }
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
  const running = { count: 0 };
  const boss = new PgBoss({
    db: executorOf(db, running),
    schema: 'pgboss',
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: superviseSeconds,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const definitions = new Map<string, { handler: JobHandler<object>; options: DefinedOptions }>();
  const intervals: { name: string; everyMs: number }[] = [];
  const timers: NodeJS.Timeout[] = [];
  const controllers = new Set<AbortController>();
  /** This process's pg-boss workers by job name (to wake them after a commit). */
  const workers = new Map<string, string[]>();
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

  async function work(name: string, handler: JobHandler<object>, options: DefinedOptions) {
    // One pg-boss worker takes one job at a time: `concurrency` workers per process.
    for (let i = 0; i < options.concurrency; i++) {
      const id = await boss.work<object>(
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
      workers.set(name, [...(workers.get(name) ?? []), id]);
    }
  }

  function wakeWorkers(name: string) {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  }

  /**
   * A definition with `onDead` works its dead-letter queue: each dead job's payload is
   * handed to it once (and retried, should that fail); the dead job stays, completed.
   */
  async function workDead(name: string, onDead: NonNullable<DefinedOptions['onDead']>) {
    await boss.work<object>(
      deadLetterQueue(name),
      { pollingIntervalSeconds: Math.max(pollSeconds, 2), batchSize: 1, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        const output = job.output as { message?: string } | null | undefined;
        await onDead(job.data as never, output?.message ?? 'out of retries');
      },
    );
  }

  return {
    engine: 'pg-boss',
    define(name, handler, options = {}) {
      assertJobName(name);
      definitions.set(name, {
        handler: handler as JobHandler<object>,
        options: { ...DEFAULT_JOB_OPTIONS, ...(options as DefinedOptions) },
      });
    },
    async send(name, payload, options = {}) {
      const id = await boss.send(name, payload, {
        ...(options.trx && { db: executorOf(options.trx) }),
        ...(options.delayMs && { startAfter: Math.ceil(options.delayMs / 1000) }),
      });
      if (!id) throw new Error(`job ${name} was not queued`);
      // Sent outside a transaction: it is there now for this process's own workers.
      if (!options.trx) wakeWorkers(name);
      return id;
    },
    wake: wakeWorkers,
    async sendUnlessWaiting(name, payload) {
      // pg-boss's states in order: created, retry, active, then the ended ones.
      const { rows } = await sql<{ id: string }>`select id from pgboss.job
        where name = ${name} and state < 'completed' and data = ${JSON.stringify(payload)}::jsonb
        limit 1`.execute(db);
      if (rows.length > 0) return false;
      await boss.send(name, payload);
      wakeWorkers(name);
      return true;
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
    async countDead(name) {
      // Every dead letter, worked by an `onDead` or not (archived ones included).
      const { rows } = await sql<{ count: string }>`select
        (select count(*) from pgboss.job where name = ${deadLetterQueue(name)})
        + (select count(*) from pgboss.archive where name = ${deadLetterQueue(name)}) as count`.execute(
        db,
      );
      return Number(rows[0]?.count ?? 0);
    },
    async start(shouldWork) {
      await boss.start();
      started = true;
      await createQueues();
      if (!shouldWork) return;
      for (const [name, { handler, options }] of definitions) {
        await work(name, handler, options);
        if (options.onDead) await workDead(name, options.onDead);
      }
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
      // pg-boss counts a worker busy only once its fetch has answered: a fetch under way
      // when it stopped can still hand a job to a handler, which then completes or fails it
      // without awaiting. Wait for those statements and handlers, or the database closes
      // under them (seen in CI as "driver has already been destroyed").
      const until = Date.now() + longest;
      while ((running.count > 0 || controllers.size > 0) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
