import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { versionToken } from '../../http/entity-tags';
import type { AuditService } from '../audit';
import { catalogueEditorRoutes } from './catalogue-editor.routes';
import { createCatalogueEditor } from './catalogue-editor.service';
import { createCatalogueVersionsRepository } from './catalogue-versions.repository';
import { createConfigRepository } from './catalogue.repository';
import { catalogueRoutes } from './catalogue.routes';
import { createCatalogueService } from './catalogue.service';
import { createConfigDocuments } from './config-document';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
}

/**
 * The catalogue (formats, options, prices) in published versions, the newest being the
 * shop's: seeded with the default at first start; the plant's editor publishes the next.
 */
export async function createCatalogueModule({ db, clock, audit }: Deps) {
  const service = createCatalogueService({
    config: createConfigRepository(db),
    versions: createCatalogueVersionsRepository(db),
    clock,
  });
  await service.seedDefault();
  const editor = createCatalogueEditor({ catalogue: service, audit });
  const configDocument = createConfigDocuments(service);
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(catalogueRoutes, { configDocument });
    await api.register(catalogueEditorRoutes, { editor });
  };
  /** The current config document's token, for index.html (`/api/config?v=<token>`). */
  const configToken = async () => versionToken((await configDocument()).etag);
  return { service, routes, configToken };
}
