import type { FastifyPluginAsync, FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import type { MailOutbox } from '../mail';
import type { UsersService } from '../users';
import { createAccounts } from './accounts';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createSessionCache, DEFAULT_SESSION_CACHE_MS } from './session-cache';
import { createSessionsRepository } from './sessions.repository';

interface Deps {
  database: DatabaseHandle;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  users: UsersService;
  mail: MailOutbox;
}

/**
 * Who the caller is (issues 1 and 4): sessions, guests, sign-up and sign-in, password reset,
 * social sign-in, the profile, and the bot check in front of the forms. `service` is what
 * the request context asks about every request's session.
 */
export async function createAuthModule({ database, config, clock, log, users, mail }: Deps) {
  const service = createAuthService({
    users,
    sessions: createSessionsRepository(database.db),
    clock,
    sessionTtlMs: config.sessionTtlMs,
    sessionCache: createSessionCache({ ttlMs: config.sessionCacheMs ?? DEFAULT_SESSION_CACHE_MS }),
  });
  const accounts = await createAccounts({
    config,
    clock,
    database,
    log,
    auth: service,
    users,
    outbox: mail,
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(authRoutes, { auth: service, config, botCheck: accounts.botCheck });
    await accounts.apiRoutes(api);
  };
  /** Social sign-in is a browser navigation under /ext (spec 1 §7). */
  const pages: FastifyPluginAsync = async (app) => {
    await app.register(accounts.extRoutes, { prefix: '/ext' });
  };
  return {
    // Sessions for every request; the plant's back-office resends activation mails (issue 17).
    service: {
      ...service,
      resendActivation: accounts.resendActivation,
      sendPasswordLink: accounts.sendPasswordLink,
    },
    routes,
    pages,
  };
}

export type AuthModule = Awaited<ReturnType<typeof createAuthModule>>;
export type AuthModuleService = AuthModule['service'];
