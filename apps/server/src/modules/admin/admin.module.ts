import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { OrderService } from '../orders/orders.service';
import type { UsersRepository } from '../users/users.repository';
import { adminRoutes } from './admin.routes';
import { ensureFirstAdmin } from './first-admin';

interface Deps {
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  users: UsersRepository;
  orders: OrderService;
}

/** The plant's back-office (issue 9): its first login, and the admin-only calls under /api/admin. */
export function createAdminModule({ config, clock, log, users, orders }: Deps) {
  return {
    ensureFirstAdmin: () => ensureFirstAdmin({ admin: config.orders.admin, users, clock, log }),
    async registerRoutes(api: FastifyInstance) {
      await api.register(adminRoutes, { orders });
    },
  };
}
