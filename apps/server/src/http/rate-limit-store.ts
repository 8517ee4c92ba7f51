import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JobQueue } from '../jobs';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's counters in the database (issue 20 item 3, decision 026): every
 * server of one shop counts into the same row, so two servers behind a proxy allow what
 * one would. One statement per request: an upsert that starts a new window when the old
 * one ended. `continueExceeding` and `exponentialBackoff` are not offered (the shop sets
 * neither); the sweep job deletes rows whose window ended an hour ago.
 */
export function createDatabaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = Date.now();
      const resetAt = now + timeWindow;
      sql<{ count: number | string; reset_at: number | string }>`
        insert into rate_limits (key, count, reset_at) values (${this.prefix + key}, 1, ${resetAt})
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end
        returning count, reset_at`
        .execute(db)
        .then(({ rows: [row] }) => {
          if (!row) throw new Error('the rate-limit counter was not written');
          callback(null, { current: Number(row.count), ttl: Number(row.reset_at) - now });
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    /** The counter as it is, without counting (the per-account check before a sign-in). */
    read(key: string, callback: Callback) {
      const now = Date.now();
      db.selectFrom('rate_limits')
        .select(['count', 'reset_at'])
        .where('key', '=', this.prefix + key)
        .executeTakeFirst()
        .then((row) => {
          const alive = row && Number(row.reset_at) > now;
          callback(
            null,
            alive
              ? { current: Number(row.count), ttl: Number(row.reset_at) - now }
              : { current: 0, ttl: 0 },
          );
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    /** A route's own counters: its method and URL before the key, as the Redis store does. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes the route as `routeInfo` (its types say otherwise).
      const { routeInfo } = routeOptions as { routeInfo?: { method?: unknown; url?: string } };
      const method = typeof routeInfo?.method === 'string' ? routeInfo.method : '';
      return new DatabaseRateLimitStore(`${this.prefix}${method}${routeInfo?.url ?? ''}-`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Deletes counters whose window ended more than an hour ago. */
export async function sweepRateLimits(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('reset_at', '<', Date.now() - 3600_000)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * @fastify/rate-limit with its counters in the database (routes opt in with
 * `config.rateLimit`), and the hourly job that deletes the ended ones.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  db: Kysely<Database>,
  jobs: JobQueue,
): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, store: createDatabaseRateLimitStore(db) });
  jobs.define('rate-limits-sweep', async () => {
    await sweepRateLimits(db);
  });
  jobs.every('rate-limits-sweep', 3600_000);
}
