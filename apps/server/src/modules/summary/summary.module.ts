import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock';
import type { AlbumService } from '../albums';
import type { AudioService } from '../audio';
import type { CatalogueService } from '../catalogue';
import type { DesignsService } from '../designs';
import type { FileService } from '../files';
import { renderJobSheet } from './job-sheet';
import { createRasterService } from './raster.service';
import { summaryRoutes } from './summary.routes';
import { createSummaryService } from './summary.service';
import type { AlbumSummary } from './summary.view';

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
  const service = {
    ...summary,
    /**
     * The job sheet of a summary already read (the production pack, issue 17): the plant
     * reads an ordered album on behalf of the order's owner, whom the order names.
     */
    renderJobSheet: (albumId: string, result: AlbumSummary, at: Date) =>
      renderJobSheet(albumId, result, at),
  };
  return { service, routes };
}

export type SummaryModuleService = ReturnType<typeof createSummaryModule>['service'];
