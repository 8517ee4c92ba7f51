import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { AuditService } from '../audit';
import type { OrderService } from '../orders';
import type { UsersService } from '../users';
import { adminRoutes } from './admin.routes';
import { ensureFirstAdmin } from './first-admin';

interface Deps {
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  users: UsersService;
  audit: AuditService;
  orders: OrderService;
}

/**
 * The plant's back-office (issue 9): its first login (made once, before the app answers),
 * and the admin-only calls under /api/admin.
 */
export async function createAdminModule({ config, clock, log, users, audit, orders }: Deps) {
  await ensureFirstAdmin({ admin: config.orders.admin, users, clock, log });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(adminRoutes, { orders, audit });
  };
  return { service: {}, routes };
}
