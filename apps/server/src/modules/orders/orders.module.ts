import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { sharedSecret } from '../../db/shared-secrets';
import type { HtmlPage } from '../../http/html-page';
import type { AlbumService } from '../albums';
import type { AudioService } from '../audio';
import type { CatalogueService } from '../catalogue';
import type { FileService } from '../files';
import type { MailOutbox } from '../mail';
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
  catalogue: Pick<CatalogueService, 'requireCatalog' | 'requireCurrent'>;
  log: FastifyBaseLogger;
  albums: AlbumService;
  files: FileService;
  audio: AudioService;
  /** Server pages (payment links) in the web app's look. */
  htmlPage: HtmlPage;
  /** The mails go through the outbox, written with the order (issue 20). */
  outbox: MailOutbox;
}

/**
 * Orders, checkout and payments (issue 9). The `test` payment provider is the default;
 * its signing key is made at first start and kept in the database every server shares
 * (db/shared-secrets.ts), as is the key of
 * the payment links unless PAYMENT_LINK_SECRET is set (decision 012).
 */
export async function createOrdersModule(deps: Deps) {
  const { config, clock, catalogue, log, albums, files, audio, htmlPage: page } = deps;
  const testProvider = createTestPaymentProvider({
    publicOrigin: config.publicOrigin,
    key: await sharedSecret(deps.db, config.dataDir, 'payments-test-hmac'),
  });
  const { payments } = config;
  const provider =
    payments.provider === 'stripe'
      ? createStripePaymentProvider({ ...payments, publicOrigin: config.publicOrigin, log })
      : testProvider;
  const repository = createOrdersRepository(deps.db);
  const links = createPaymentLinks({
    key:
      payments.links.secret ?? (await sharedSecret(deps.db, config.dataDir, 'payment-links-hmac')),
    ttlMs: payments.links.ttlMs,
    publicOrigin: config.publicOrigin,
    clock,
  });
  const mails = createOrderMails({
    outbox: deps.outbox,
    publicOrigin: config.publicOrigin,
    plantEmail: config.orders.plantEmail,
    paymentLink: links.url,
    async load(orderId, executor) {
      const row = await repository.find(orderId, executor);
      return row ? { row, lines: await repository.listAlbums([orderId], executor) } : null;
    },
  });
  const orders = createOrderService({
    orders: repository,
    albums,
    files,
    catalogue,
    provider,
    clock,
    publicOrigin: config.publicOrigin,
    mails,
    discTracks: (albumId, discCount) => audio.albumDiscTracks(albumId, discCount),
    links,
    quoteExpiryDays: config.orders.quoteExpiryDays,
  });
  // An album answers which order it is part of (spec 1 §7).
  albums.provide('orderOf', (albumId) => repository.orderOfAlbum(albumId));
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(orderRoutes, { orders, providers: [provider] });
  };
  /** The payment link's page, and the test provider's hosted page when it is in use. */
  const pages: FastifyPluginAsync = async (app) => {
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      await scope.register(paymentLinkPages, {
        orders,
        links,
        page,
        provider: provider.name,
        plantEmail: config.orders.plantEmail,
      });
      if (provider === testProvider) {
        await scope.register(testPaymentPages, { orders, provider: testProvider, links, page });
      }
    });
  };
  return { service: orders, routes, pages };
}
