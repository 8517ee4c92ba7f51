import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { AlbumService } from '../albums';
import type { AudioService } from '../audio';
import type { CatalogueService } from '../catalogue';
import type { DesignImagesService } from '../design-images';
import type { FilesModuleService } from '../files';
import { designStartRoutes } from './design-starts.routes';
import { createDesignStarts } from './design-starts.service';
import { createDesignsPart } from './designs-part';
import { createDesignsRepository } from './designs.repository';
import { designRoutes } from './designs.routes';
import { createDesignsService } from './designs.service';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  albums: AlbumService;
  audio: AudioService;
  catalogue: CatalogueService;
  files: FilesModuleService;
  images: DesignImagesService;
}

/**
 * The online designer's documents (issue 16): saved with the album, cloned and deleted with
 * it, drawn on the part's own geometry (the templates' `describeArtwork`), placing the
 * owner's design images, which are kept while a design places them; starting layouts and
 * "one image is enough" fill new designs in from the album.
 */
export function createDesignsModule({ db, clock, albums, audio, catalogue, files, images }: Deps) {
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
  const starts = createDesignStarts({ albums, audio, images, files, designs: service });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(designRoutes, { designs: service });
    await api.register(designStartRoutes, { starts });
  };
  return { service, routes };
}
