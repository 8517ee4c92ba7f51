import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { createConfigRepository } from './catalogue.repository';
import { catalogueRoutes } from './catalogue.routes';
import { createCatalogueService } from './catalogue.service';

/** The catalogue (formats, options, prices): seeded with the default at first start. */
export async function createCatalogueModule({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const service = createCatalogueService({ config: createConfigRepository(db), clock });
  await service.seedDefault();
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(catalogueRoutes, { catalogue: service });
  };
  return { service, routes };
}
