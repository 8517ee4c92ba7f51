import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  assertJobName,
  backoffDelay,
  DEFAULT_JOB_OPTIONS,
  type DefinedOptions,
  type JobHandler,
  type JobQueue,
  type JobState,
} from './job-queue';

interface Definition {
  handler: JobHandler<object>;
  options: DefinedOptions;
  running: number;
}

interface JobRow {
  id: string;
  name: string;
  payload: string;
  attempts: number;
}

/** How often the queue looks for due jobs another process sent (this one's wake it at once). */
const POLL_MS = 500;
/** A lock outlives its attempt's timeout by this much before another run may take the job. */
const LOCK_GRACE_MS = 5_000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The in-process engine (SQLite, decision 026): jobs are rows of `jobs`, so a job sent in
 * a transaction exists exactly when it commits, and one a crash interrupted is found again:
 * an active job whose lock ran out (its process died) counts as a failed attempt and is
 * queued again. Times are the wall clock's, never the app's clock (tests stop that one).
 */
export function createSqliteJobQueue({
  db,
  log,
}: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}): JobQueue {
  const definitions = new Map<string, Definition>();
  const intervals: { name: string; everyMs: number }[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  const controllers = new Set<AbortController>();
  let working = false;
  let polling: Promise<void> | null = null;
  let pollAgain = false;

  async function send(
    name: string,
    payload: object,
    options: { trx?: Kysely<Database>; delayMs?: number } = {},
  ) {
    assertJobName(name);
    const id = randomUUID();
    const now = Date.now();
    await (options.trx ?? db)
      .insertInto('jobs')
      .values({
        id,
        name,
        payload: JSON.stringify(payload),
        state: 'queued',
        attempts: 0,
        run_at: iso(now + (options.delayMs ?? 0)),
        created_at: iso(now),
      })
      .execute();
    // A job sent inside a transaction is seen once it commits: the next poll finds it.
    if (!options.trx) wake();
    return id;
  }

  /** Active jobs whose lock ran out: their process died. One failed attempt each. */
  async function reclaimExpired(now: number) {
    await db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'queued',
        attempts: eb('attempts', '+', 1),
        locked_until: null,
        run_at: iso(now),
        last_error: 'the attempt did not finish (its process stopped or it timed out)',
      }))
      .where('state', '=', 'active')
      .where('locked_until', '<', iso(now))
      .execute();
  }

  async function pollOnce() {
    const now = Date.now();
    await reclaimExpired(now);
    for (const [name, definition] of definitions) {
      const free = definition.options.concurrency - definition.running;
      if (free <= 0) continue;
      const due = await db
        .selectFrom('jobs')
        .select(['id', 'name', 'payload', 'attempts'])
        .where('name', '=', name)
        .where('state', '=', 'queued')
        .where('run_at', '<=', iso(now))
        .orderBy('run_at')
        .limit(free)
        .execute();
      for (const row of due) {
        if (!working) return;
        await claimAndRun(row, definition);
      }
    }
  }

  async function claimAndRun(row: JobRow, definition: Definition) {
    const { retries, timeoutMs } = definition.options;
    if (row.attempts > retries) {
      await markDead(row, definition, row.attempts, 'out of retries');
      return;
    }
    const claimed = await db
      .updateTable('jobs')
      .set({ state: 'active', locked_until: iso(Date.now() + timeoutMs + LOCK_GRACE_MS) })
      .where('id', '=', row.id)
      .where('state', '=', 'queued')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    definition.running += 1;
    const task = run(row, definition).finally(() => {
      definition.running -= 1;
      running.delete(task);
      wake();
    });
    running.add(task);
  }

  async function run(row: JobRow, definition: Definition) {
    const { handler, options } = definition;
    const attempt = Number(row.attempts) + 1;
    const controller = new AbortController();
    controllers.add(controller);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`the job ran past its ${options.timeoutMs} ms`));
      }, options.timeoutMs);
    });
    try {
      const payload = JSON.parse(row.payload) as object;
      await Promise.race([
        handler(payload, { id: row.id, attempt, signal: controller.signal }),
        timedOut,
      ]);
      await db
        .updateTable('jobs')
        .set({ state: 'done', attempts: attempt, locked_until: null, finished_at: iso(Date.now()) })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt > options.retries) {
        log.error({ err: error, job: row.name, id: row.id, attempt }, 'job dead-lettered');
        await markDead(row, definition, attempt, message);
      } else {
        log.warn({ err: error, job: row.name, id: row.id, attempt }, 'job failed, will retry');
        await db
          .updateTable('jobs')
          .set({
            state: 'queued',
            attempts: attempt,
            locked_until: null,
            last_error: message,
            run_at: iso(Date.now() + backoffDelay(options.backoffMs, attempt)),
          })
          .where('id', '=', row.id)
          .execute();
      }
    } finally {
      clearTimeout(timer);
      controllers.delete(controller);
    }
  }

  async function markDead(row: JobRow, definition: Definition, attempts: number, error: string) {
    await db
      .updateTable('jobs')
      .set({
        state: 'dead',
        attempts,
        locked_until: null,
        last_error: error,
        finished_at: iso(Date.now()),
      })
      .where('id', '=', row.id)
      .execute();
    const { onDead } = definition.options;
    if (!onDead) return;
    // What a person sees as failed; a crash right here leaves it to the handler's owner.
    await onDead(JSON.parse(row.payload) as never, error).catch((failure: unknown) =>
      log.error({ err: failure, job: row.name, id: row.id }, 'dead job not recorded'),
    );
  }

  function wake() {
    if (!working) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = pollOnce()
      .catch((error: unknown) => log.error({ err: error }, 'job queue poll failed'))
      .finally(() => {
        polling = null;
        if (pollAgain) {
          pollAgain = false;
          wake();
        }
      });
  }

  async function sendUnlessWaiting(name: string, payload: object = {}, samePayload = false) {
    let query = db
      .selectFrom('jobs')
      .select('id')
      .where('name', '=', name)
      .where('state', 'in', ['queued', 'active']);
    if (samePayload) query = query.where('payload', '=', JSON.stringify(payload));
    if (await query.executeTakeFirst()) return false;
    await send(name, payload);
    return true;
  }

  return {
    engine: 'sqlite',
    define(name, handler, options = {}) {
      assertJobName(name);
      definitions.set(name, {
        handler: handler as JobHandler<object>,
        options: { ...DEFAULT_JOB_OPTIONS, ...(options as DefinedOptions) },
        running: 0,
      });
    },
    send: (name, payload, options = {}) => send(name, payload, options),
    sendUnlessWaiting: (name, payload) => sendUnlessWaiting(name, payload, true),
    wake: () => wake(),
    every(name, everyMs) {
      intervals.push({ name, everyMs });
    },
    async status(name, id) {
      const row = await db
        .selectFrom('jobs')
        .select(['name', 'state', 'attempts'])
        .where('id', '=', id)
        .where('name', '=', name)
        .executeTakeFirst();
      if (!row) return undefined;
      const attempts = Number(row.attempts);
      const state: JobState =
        row.state === 'queued' && attempts > 0
          ? 'retrying'
          : row.state === 'done'
            ? 'done'
            : row.state;
      return { name: row.name, state, attempts };
    },
    async countDead(name) {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('name', '=', name)
        .where('state', '=', 'dead')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async start(work) {
      if (!work) return;
      working = true;
      timers.push(setInterval(wake, POLL_MS));
      for (const { name, everyMs } of intervals) {
        const tick = () =>
          void sendUnlessWaiting(name).catch((error: unknown) =>
            log.error({ err: error, job: name }, 'interval job not sent'),
          );
        timers.push(setInterval(tick, everyMs));
      }
      for (const timer of timers) timer.unref();
      wake();
    },
    async stop() {
      working = false;
      for (const timer of timers) clearInterval(timer);
      await polling;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
