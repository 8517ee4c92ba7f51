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
  // The answer never changes: written once, with its headers as one list (decision 057).
  const body = JSON.stringify({ status: 'ok', database: database.dialect });
  const answerHeaders = [
    // Outside the shop's context, so no hook sets the security headers (decision 055).
    ...Object.entries(headers).flat(),
    ...['content-type', 'application/json; charset=utf-8'],
    ...['content-length', String(Buffer.byteLength(body))],
  ];
  // Written to Node's response as it is, around Fastify's reply (its header by header
  // bookkeeping, send and onSend steps; decision 057). Only the answer that succeeded: a
  // failed check goes to the error handler and the log as before. Node still adds the date
  // and keep-alive headers, and sends no body for HEAD. On an HTTP/2 stream (decision 060)
  // Node's compatibility API takes the same list (since Node 18), and adds no keep-alive.
  const send = (reply: FastifyReply) => {
    reply.hijack();
    reply.raw.writeHead(200, answerHeaders).end(body);
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
