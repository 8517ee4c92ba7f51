import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { healthRoutes } from './health.routes';

/** Where a load balancer asks; app.ts keeps its answers out of the request log. */
export const HEALTH_PATH = '/api/health';

/**
 * `GET /api/health`: the process answers and the database with it. app.ts registers it
 * beside the shop's context, under `/api`, so that none of the shop's hooks wrap it
 * (decision 055); it sets the API's security headers itself.
 */
export function createHealthModule(options: {
  database: DatabaseHandle;
  headers: Readonly<Record<string, string>>;
}) {
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(healthRoutes, options);
  };
  return { service: {}, routes };
}
