import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccountsConfig } from '../../config-accounts';
import type { Database } from '../../db/schema';
import { sharedSecret } from '../../db/shared-secrets';
import { ForbiddenError } from '../../http/errors';
import { createAltcha } from './altcha';
import { createBotCheckRepository } from './bot-check.repository';
import { createRecaptcha } from './recaptcha';

interface Deps {
  config: AccountsConfig['botCheck'];
  db: Kysely<Database>;
  dataDir: string;
  log: FastifyBaseLogger;
}

export interface BotCheckPublicConfig {
  provider: 'altcha' | 'recaptcha' | 'off';
  site_key: string | null;
  challenge_url: string | null;
}

/**
 * The invisible bot check of spec 1 §2, §5 on sign-in, guest start, sign-up, reset request
 * and reset submit (issue 4 item 4). `verify` throws 403 `bot_check_failed` unless the
 * request carries a fresh, genuine solution that was never used before.
 */
export async function createBotCheckService({ config, db, dataDir, log }: Deps) {
  const failed = () => new ForbiddenError('bot_check_failed', 'The bot check failed, please retry');
  const publicConfig: BotCheckPublicConfig = {
    provider: config.provider,
    site_key: config.provider === 'recaptcha' ? config.siteKey : null,
    challenge_url: config.provider === 'altcha' ? '/api/altcha/challenge' : null,
  };

  if (config.provider === 'altcha') {
    const altcha = createAltcha({
      hmacKey: config.hmacKey ?? (await sharedSecret(db, dataDir, 'altcha-hmac-key')),
      cost: config.cost,
      counterMax: config.counterMax,
      repository: createBotCheckRepository(db),
    });
    return {
      publicConfig,
      challenge: altcha.challenge,
      async verify(solution: string | undefined): Promise<void> {
        if (!solution || !(await altcha.accept(solution))) throw failed();
      },
    };
  }
  if (config.provider === 'recaptcha') {
    const accept = createRecaptcha({ secret: config.secret, verifyUrl: config.verifyUrl, log });
    return {
      publicConfig,
      challenge: undefined,
      async verify(solution: string | undefined, remoteIp = ''): Promise<void> {
        if (!solution || solution.length > 4096 || !(await accept(solution, remoteIp))) {
          throw failed();
        }
      },
    };
  }
  return {
    publicConfig,
    challenge: undefined,
    verify: async (_solution: string | undefined, _remoteIp?: string): Promise<void> => {},
  };
}

export type BotCheckService = Awaited<ReturnType<typeof createBotCheckService>>;
