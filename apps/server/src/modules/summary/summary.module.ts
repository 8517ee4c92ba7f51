import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { AlbumService } from '../albums/albums.service';
import { createAudioRepository } from '../audio/audio.repository';
import { createTracksRepository } from '../audio/tracks.repository';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { FileService } from '../files/files.service';
import { createRasterService } from './raster.service';
import { summaryRoutes } from './summary.routes';
import { createSummaryService } from './summary.service';

interface Deps {
  db: Kysely<Database>;
  albums: AlbumService;
  catalogue: CatalogueService;
  clock: Clock;
}

/**
 * The album's summary, job sheet and composed image (issue 9 item 1). It owns no table:
 * albums, files and the catalogue come through their services; the track lists through
 * the audio module's repositories, as that module keeps no service outside its routes.
 */
export function createSummaryModule({ db, albums, catalogue, clock }: Deps) {
  return {
    async registerRoutes(api: FastifyInstance, { files }: { files: FileService }) {
      const summary = createSummaryService({
        albums,
        catalogue,
        files,
        tracks: createTracksRepository(db),
        audio: createAudioRepository(db),
      });
      const raster = createRasterService({ albums, catalogue, files });
      await api.register(summaryRoutes, { summary, raster, clock });
    },
  };
}
