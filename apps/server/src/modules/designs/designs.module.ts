import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { AlbumService } from '../albums';
import type { CatalogueService } from '../catalogue';
import type { DesignImagesService } from '../design-images';
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
  images: DesignImagesService;
}

/**
 * The online designer's documents (issue 16): saved with the album, cloned and deleted with
 * it, drawn on the part's own geometry (the templates' `describeArtwork`), placing the
 * owner's design images, which are kept while a design places them.
 */
export function createDesignsModule({ db, clock, albums, catalogue, files, images }: Deps) {
  const repository = createDesignsRepository(db);
  albums.registerPart(createDesignsPart(repository));
  const service = createDesignsService({
    designs: repository,
    albums,
    catalogue,
    files,
    images,
    clock,
  });
  images.provide('imagesInUse', (ids) => service.imagesInUse(ids));
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(designRoutes, { designs: service });
  };
  return { service, routes };
}
