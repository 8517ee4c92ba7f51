import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import type { CatalogueService } from '../catalogue';
import { createAlbumsRepository } from './albums.repository';
import { albumRoutes } from './albums.routes';
import { createAlbumService } from './albums.service';

interface Deps {
  db: Kysely<Database>;
  dialect: Dialect;
  clock: Clock;
  catalogue: CatalogueService;
}

/**
 * Albums (spec 2 §7): the album rows, their limit and states. What hangs off an album
 * (discs, track lists, graphics, designs) is other modules' part: each registers it
 * with `service.registerPart`, and plugs its answers in with `service.provide`.
 */
export function createAlbumsModule({ db, dialect, clock, catalogue }: Deps) {
  const service = createAlbumService({
    albums: createAlbumsRepository(db, dialect),
    catalogue,
    clock,
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(albumRoutes, { albums: service });
  };
  return { service, routes };
}
