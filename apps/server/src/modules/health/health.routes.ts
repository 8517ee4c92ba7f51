import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';

/**
 * How long a database check answers for (decision 040). A load balancer asks every second
 * or so; behind several, or under a benchmark, a query per ask made /api/health the
 * database's busiest statement. A readiness result may be this old, as load balancers
 * expect; a failed check is never kept, so the next ask checks again.
 */
export const HEALTH_CHECK_TTL_MS = 1000;

export function createDatabaseCheck(database: DatabaseHandle, ttlMs = HEALTH_CHECK_TTL_MS) {
  let checkedAt = -Infinity;
  let running: Promise<void> | undefined;
  return function check(): Promise<void> | undefined {
    if (performance.now() - checkedAt < ttlMs) return undefined;
    // Asks arriving while a check runs share it.
    running ??= sql`select 1`.execute(database.db).then(
      () => {
        checkedAt = performance.now();
        running = undefined;
      },
      (error: unknown) => {
        running = undefined;
        throw error;
      },
    );
    return running;
  };
}

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  headers: Readonly<Record<string, string>>;
}> = async (app, { database, headers }) => {
  const check = createDatabaseCheck(database);
  // The answer never changes: written once, sent as it is (no per-request serialising).
  const body = JSON.stringify({ status: 'ok', database: database.dialect });
  // Outside the shop's context, so no hook sets the security headers (decision 055).
  const send = (reply: FastifyReply) => {
    // A string is sent as it is: the schema below documents it.
    void reply
      .headers(headers)
      .type('application/json; charset=utf-8')
      .send(body as never);
  };
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready: the process answers and its database did within the last second',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
        },
      },
    },
    (_request, reply): Promise<void> | void => {
      const checking = check();
      if (!checking) return send(reply);
      return checking.then(() => send(reply));
    },
  );
};
