import path from 'node:path';
import type { DiscTracks } from '@vinyl/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { HtmlPage } from '../../http/html-page';
import { loadOrCreateSecret } from '../bot-check/hmac-key';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { createMailer } from '../mail/mailer';
import { createOrderMails } from './order-mails';
import { createOrdersRepository } from './orders.repository';
import { orderRoutes } from './orders.routes';
import { createOrderService } from './orders.service';
import { paymentLinkPages } from './payment-link-page';
import { createPaymentLinks } from './payment-links';
import { createTestPaymentProvider } from './payments';
import { createStripePaymentProvider } from './stripe-provider';
import { testPaymentPages } from './test-payment-page';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  catalogue: Pick<CatalogueService, 'requireCatalog'>;
  log: FastifyBaseLogger;
  /** An album's stored tracks per disc (the audio module): the vinyl's price band. */
  discTracks: (albumId: string, discCount: number) => Promise<DiscTracks[]>;
}

/**
 * Orders, checkout and payments (issue 9). The `test` payment provider is the default;
 * its signing key is made at first start and kept in DATA_DIR/secrets, as is the key of
 * the payment links unless PAYMENT_LINK_SECRET is set (decision 012).
 */
export function createOrdersModule({ db, config, clock, catalogue, log, discTracks }: Deps) {
  const testProvider = createTestPaymentProvider({
    publicOrigin: config.publicOrigin,
    key: loadOrCreateSecret(config.dataDir, 'payments-test-hmac'),
  });
  const { payments } = config;
  const provider =
    payments.provider === 'stripe'
      ? createStripePaymentProvider({ ...payments, publicOrigin: config.publicOrigin, log })
      : testProvider;
  const repository = createOrdersRepository(db);
  const links = createPaymentLinks({
    key: payments.links.secret ?? loadOrCreateSecret(config.dataDir, 'payment-links-hmac'),
    ttlMs: payments.links.ttlMs,
    publicOrigin: config.publicOrigin,
    clock,
  });
  // Order mails go through their own transport, the same settings as the account mails.
  const mailer = createMailer({
    smtpUrl: config.accounts.mail.smtpUrl,
    from: config.accounts.mail.from,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const mails = createOrderMails({
    mailer,
    log,
    publicOrigin: config.publicOrigin,
    plantEmail: config.orders.plantEmail,
    paymentLink: links.url,
    async load(orderId) {
      const row = await repository.find(orderId);
      return row ? { row, lines: await repository.listAlbums([orderId]) } : null;
    },
  });
  const orders = createOrderService({
    db,
    orders: repository,
    catalogue,
    provider,
    clock,
    publicOrigin: config.publicOrigin,
    mails,
    discTracks,
    links,
  });
  return {
    orders,
    orderOfAlbum: (albumId: string) => repository.orderOfAlbum(albumId),
    async registerRoutes(api: FastifyInstance) {
      // Mails on their way leave before the database and the transport close.
      api.addHook('onClose', async () => {
        await mails.settled();
        mailer.close();
      });
      await api.register(orderRoutes, { orders, providers: [provider] });
    },
    /** The payment link's page, and the test provider's hosted page when it is in use. */
    async registerPages(app: FastifyInstance, page: HtmlPage) {
      await app.register(async (pages) => {
        pages.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string', bodyLimit: 4096 },
          (_request, body, done) =>
            done(null, Object.fromEntries(new URLSearchParams(String(body)))),
        );
        await pages.register(paymentLinkPages, { orders, links, page, provider: provider.name });
        if (provider === testProvider) {
          await pages.register(testPaymentPages, { orders, provider: testProvider, links, page });
        }
      });
    },
  };
}
