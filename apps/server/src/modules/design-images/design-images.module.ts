import path from 'node:path';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';
import type { UploadsService } from '../uploads';
import { DESIGN_IMAGE_LIMITS } from './design-image-limits';
import { createDesignImageUploads } from './design-image-uploads';
import { createDesignImagesRepository } from './design-images.repository';
import { designImageRoutes } from './design-images.routes';
import { createDesignImagesService } from './design-images.service';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where finished files live (the disk or a bucket: app.ts opens it). */
  storage: FileStorage;
  uploads: UploadsService;
}

/**
 * The online designer's images (issue 16): the `design_images` kind of upload on the one
 * tus endpoint, stored under `DATA_DIR/files/design-images/`, the owner's API, and a
 * clean-up task in the uploads' run that removes images no design places once they are
 * older than an unfinished upload may be. The designs module plugs in which images its
 * designs place (`service.provide('imagesInUse', …)`).
 */
export function createDesignImagesModule({ db, config, clock, log, storage, uploads }: Deps) {
  const images = createDesignImagesRepository(db);
  const service = createDesignImagesService({
    images,
    storage,
    limits: DESIGN_IMAGE_LIMITS,
    log,
  });
  uploads.registerKind(
    'design_images',
    createDesignImageUploads({
      images,
      storage,
      clock,
      limits: DESIGN_IMAGE_LIMITS,
      scratchDir: path.join(config.dataDir, 'uploads', 'design-images'),
    }),
    (before) => service.cleanup(before),
  );
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(designImageRoutes, { images: service });
  };
  return { service, routes };
}
