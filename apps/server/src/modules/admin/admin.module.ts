import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { AuditService } from '../audit';
import type { AuthModuleService } from '../auth';
import type { OrderService } from '../orders';
import type { UsersService } from '../users';
import { createAdminInvites } from './admin-invites';
import { adminRoutes } from './admin.routes';
import { ensureFirstAdmin } from './first-admin';
import { inviteRoutes } from './invite.routes';

interface Deps {
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  users: UsersService;
  audit: AuditService;
  orders: OrderService;
  /** The auth module's reset link, for invited admins. */
  auth: Pick<AuthModuleService, 'sendPasswordLink'>;
}

/**
 * The plant's back-office (issue 9): its first login (made once, before the app answers),
 * and the admin-only calls under /api/admin.
 */
export async function createAdminModule({ config, clock, log, users, audit, orders, auth }: Deps) {
  const invite = createAdminInvites({
    users,
    audit,
    clock,
    sendPasswordLink: (email, locale) => auth.sendPasswordLink(email, locale),
  });
  await ensureFirstAdmin({ admin: config.orders.admin, users, clock, log });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(adminRoutes, { orders, audit });
    await api.register(inviteRoutes, { invite });
  };
  return { service: {}, routes };
}
