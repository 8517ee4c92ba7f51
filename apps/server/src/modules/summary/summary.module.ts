import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock';
import type { AlbumService } from '../albums';
import type { AudioService } from '../audio';
import type { CatalogueService } from '../catalogue';
import type { DesignsService } from '../designs';
import type { FileService } from '../files';
import { createRasterService } from './raster.service';
import { summaryRoutes } from './summary.routes';
import { createSummaryService } from './summary.service';

interface Deps {
  clock: Clock;
  albums: AlbumService;
  audio: AudioService;
  catalogue: CatalogueService;
  files: FileService;
  designs: DesignsService;
}

/**
 * The album's summary, job sheet and composed image (issue 9 item 1). It owns no table:
 * albums, track lists, files and the catalogue come through their modules' services.
 */
export function createSummaryModule({ clock, albums, audio, catalogue, files, designs }: Deps) {
  const summary = createSummaryService({ albums, catalogue, files, audio, designs });
  const raster = createRasterService({ albums, catalogue, files });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(summaryRoutes, { summary, raster, clock });
  };
  return { service: summary, routes };
}
