import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { loadOrCreateSecret } from '../bot-check/hmac-key';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { createOrdersRepository } from './orders.repository';
import { orderRoutes } from './orders.routes';
import { createOrderService } from './orders.service';
import { createTestPaymentProvider } from './payments';
import { createStripePaymentProvider } from './stripe-provider';
import { testPaymentPages } from './test-payment-page';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  catalogue: Pick<CatalogueService, 'requireCatalog'>;
}

/**
 * Orders, checkout and payments (issue 9). The `test` payment provider is the default;
 * its signing key is made at first start and kept in DATA_DIR/secrets.
 */
export function createOrdersModule({ db, config, clock, catalogue }: Deps) {
  const testProvider = createTestPaymentProvider({
    publicOrigin: config.publicOrigin,
    key: loadOrCreateSecret(config.dataDir, 'payments-test-hmac'),
  });
  const { payments } = config;
  const provider =
    payments.provider === 'stripe'
      ? createStripePaymentProvider({ ...payments, publicOrigin: config.publicOrigin })
      : testProvider;
  const repository = createOrdersRepository(db);
  const orders = createOrderService({
    db,
    orders: repository,
    catalogue,
    provider,
    clock,
    publicOrigin: config.publicOrigin,
  });
  return {
    orders,
    orderOfAlbum: (albumId: string) => repository.orderOfAlbum(albumId),
    async registerRoutes(api: FastifyInstance) {
      await api.register(orderRoutes, { orders, providers: [provider] });
    },
    async registerPages(app: FastifyInstance) {
      await app.register(testPaymentPages, { orders, provider: testProvider });
    },
  };
}
