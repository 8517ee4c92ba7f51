import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { healthRoutes } from './health.routes';

/** `GET /api/health`: the process answers and the database with it. */
export function createHealthModule({ database }: { database: DatabaseHandle }) {
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(healthRoutes, { database });
  };
  return { service: {}, routes };
}
