import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../jobs';
import { createMailer } from './mailer';
import { createMailOutbox } from './outbox';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  log: FastifyBaseLogger;
  jobs: JobQueue;
}

/**
 * The shop's one mail transport and its outbox (issue 20): SMTP when `SMTP_URL` is set,
 * else `.eml` files in DATA_DIR/outbox; every mail of the outbox leaves through the
 * `mail-send` job, in whichever process works jobs.
 */
export function createMailModule({ db, config, log, jobs }: Deps) {
  const mailer = createMailer({
    smtpUrl: config.accounts.mail.smtpUrl,
    from: config.accounts.mail.from,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const outbox = createMailOutbox({
    db,
    mailer,
    jobs,
    log,
    timeoutMs: config.jobs.mailTimeoutMs,
    retryMs: config.jobs.mailRetryMs,
    domain: new URL(config.publicOrigin).hostname,
  });
  return { service: outbox, close: async () => mailer.close() };
}
