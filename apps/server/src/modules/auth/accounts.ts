import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import type { Locale } from '../../i18n/messages';
import { botCheckRoutes, createBotCheckService } from '../bot-check';
import type { MailOutbox } from '../mail';
import type { UsersService } from '../users';
import { accountRoutes } from './account.routes';
import type { AuthService } from './auth.service';
import { createIdentitiesRepository } from './identities.repository';
import { oauthRoutes } from './oauth.routes';
import { createOAuthService } from './oauth.service';
import { createPasswordResetService } from './password-reset.service';
import { userRoutes } from './profile.routes';
import { createProfileService } from './profile.service';
import { createSignInService } from './sign-in.service';
import { createSignUpService } from './sign-up.service';
import { createTokensRepository } from './tokens.repository';

interface Deps {
  config: Config;
  clock: Clock;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  auth: AuthService;
  users: UsersService;
  /** Account mails leave through the outbox (issue 20). */
  outbox: MailOutbox;
}

/** Registered accounts (issue 4): the services, wired once, and where their routes go. */
export async function createAccounts(deps: Deps) {
  const { config, clock, database, log, auth, users, outbox: mailer } = deps;
  const { db } = database;
  const publicOrigin = config.publicOrigin;
  const tokens = createTokensRepository(db);
  const botCheck = await createBotCheckService({
    config: config.accounts.botCheck,
    db,
    dataDir: config.dataDir,
    log,
  });
  const signIn = createSignInService({ users, auth });
  const signUp = createSignUpService({ db, users, tokens, mailer, clock, publicOrigin });
  const passwordReset = createPasswordResetService({
    db,
    users,
    tokens,
    auth,
    mailer,
    clock,
    publicOrigin,
  });
  const oauth = createOAuthService({
    config: config.accounts.oauth,
    publicOrigin,
    db,
    users,
    identities: createIdentitiesRepository(db),
    tokens,
    clock,
  });
  const profile = createProfileService({ users, auth, clock });

  return {
    botCheck,
    /** The back-office resends an activation mail (issue 17). */
    resendActivation: signUp.resendActivation,
    /** An invited admin sets their own password from a reset link (issue 17). */
    sendPasswordLink: (email: string, locale: Locale) =>
      passwordReset.requestReset(email, undefined, locale),
    /** Under /api. */
    async apiRoutes(api: FastifyInstance) {
      await api.register(botCheckRoutes, { botCheck });
      await api.register(accountRoutes, {
        config,
        clock,
        signIn,
        signUp,
        passwordReset,
        botCheck,
        db,
      });
      await api.register(userRoutes, { config, profile });
    },
    /** Under /ext (social sign-in is a browser navigation, spec 1 §7). */
    async extRoutes(ext: FastifyInstance) {
      await ext.register(oauthRoutes, { config, oauth, signIn });
    },
  };
}
