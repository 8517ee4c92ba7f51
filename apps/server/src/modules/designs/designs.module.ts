import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { AlbumService } from '../albums';
import type { CatalogueService } from '../catalogue';
import type { FilesModuleService } from '../files';
import { createDesignsPart } from './designs-part';
import { createDesignsRepository } from './designs.repository';
import { designRoutes } from './designs.routes';
import { createDesignsService } from './designs.service';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  albums: AlbumService;
  catalogue: CatalogueService;
  files: FilesModuleService;
}

/**
 * The online designer's documents (issue 16): saved with the album, cloned and deleted with
 * it, drawn on the part's own geometry (the templates' `describeArtwork`).
 */
export function createDesignsModule({ db, clock, albums, catalogue, files }: Deps) {
  const repository = createDesignsRepository(db);
  albums.registerPart(createDesignsPart(repository));
  const service = createDesignsService({
    designs: repository,
    albums,
    catalogue,
    files,
    clock,
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(designRoutes, { designs: service });
  };
  return { service, routes };
}
