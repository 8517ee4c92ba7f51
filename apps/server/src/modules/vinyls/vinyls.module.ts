import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { AlbumService } from '../albums';
import type { CatalogueService } from '../catalogue';
import { createVinylDiscs } from './vinyl-discs';
import { createVinylsRepository } from './vinyls.repository';
import { vinylRoutes } from './vinyls.routes';
import { createVinylService } from './vinyls.service';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  albums: AlbumService;
  catalogue: CatalogueService;
}

/**
 * An album's discs (spec 2 §7 vinyls): the discs answer albums' has_vinyls and follow the
 * album's title, and they are the first part cloned and deleted with an album (what
 * hangs off a disc, its track list, comes after).
 */
export function createVinylsModule({ db, clock, albums, catalogue }: Deps) {
  const repository = createVinylsRepository(db);
  const discs = createVinylDiscs(repository);
  albums.provide('discs', discs);
  albums.registerPart(discs);
  const vinyls = createVinylService({ vinyls: repository, albums, catalogue, clock });
  const service = { ...vinyls, discs };
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(vinylRoutes, { vinyls });
  };
  return { service, routes };
}

export type VinylsModuleService = ReturnType<typeof createVinylsModule>['service'];
