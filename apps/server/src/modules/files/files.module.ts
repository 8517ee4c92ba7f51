import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { startIntervalJob } from '../../jobs/interval-job';
import { createLocalStorage } from '../../storage/local-storage';
import type { AlbumService } from '../albums/albums.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { TusEndpoint } from '../uploads/tus-endpoint';
import { createAlbumFilesPart } from './album-files-part';
import { designerRoutes } from './designer.routes';
import { createFileUploads } from './file-uploads';
import { createFilesRepository } from './files.repository';
import { fileRoutes } from './files.routes';
import { createFileService } from './files.service';
import { createPdfProcessor } from './pdf/pdf-processor';
import { createTemplateKit } from './templates/template-kit';
import { templateKitRoutes, templateRoutes } from './templates/templates.routes';
import { createThumbnailQueue } from './thumbnails';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The shared tus endpoint's hook for another kind of upload (issue 6's uploads module). */
  registerUploadKind: TusEndpoint['registerKind'];
}

interface RouteDeps {
  albums: AlbumService;
  catalogue: CatalogueService;
}

const CLEANUP_EVERY_MS = 15 * 60_000;

/**
 * Graphics (issue 8), wired in one place: PDFs under `DATA_DIR/files` beside the audio,
 * the PDF worker, the thumbnail queue, the album part that clone and delete walk, the
 * API routes, the public template and designer pages, and the clean-up job.
 */
export function createFilesModule({ db, config, clock, log, registerUploadKind }: Deps) {
  const storage = createLocalStorage(path.join(config.dataDir, 'files'));
  const files = createFilesRepository(db);
  const processor = createPdfProcessor({
    timeoutMs: config.files.pdfTaskTimeoutMs,
    limits: config.files.pdfLimits,
    checkWorkers: config.files.pdfCheckWorkers,
    checksPerUser: config.files.pdfChecksPerUser,
  });
  const thumbnails = createThumbnailQueue({
    files,
    storage,
    processor,
    clock,
    log,
    maxPixels: config.files.thumbnailMaxPixels,
    scratchDir: path.join(config.dataDir, 'uploads', 'thumbnails'),
  });
  const kit = createTemplateKit();
  const removeKeys = async (keys: readonly string[]) => {
    for (const key of keys) {
      await storage
        .remove(key)
        .catch((error: unknown) => log.error({ err: error }, 'file removal'));
    }
  };
  const albumPart = createAlbumFilesPart({ files, removeKeys });

  // Uploads never put in an album (the page closed before attaching) go after a day.
  const cleanup = startIntervalJob({
    name: 'files-cleanup',
    everyMs: CLEANUP_EVERY_MS,
    log,
    run: async () => {
      const before = new Date(clock.now().getTime() - config.uploads.expiryMs).toISOString();
      const keys = await files.deleteUnused(await files.listAbandoned(before));
      await removeKeys(keys);
      return { files: keys.length };
    },
  });

  async function registerRoutes(api: FastifyInstance, { albums, catalogue }: RouteDeps) {
    const uploads = createFileUploads({ files, storage, processor, thumbnails, catalogue, clock });
    registerUploadKind('files', {
      ...uploads,
      // Asked when a customer gets an upload token or starts an upload: wake the workers.
      maxBytes: () => {
        processor.warm();
        return uploads.maxBytes();
      },
    });
    const service = createFileService({ files, storage, albums, catalogue, clock });
    await api.register(fileRoutes, { files: service });
    await api.register(templateKitRoutes, { kit, catalogue, albums });
    // The summary and raster (issue 9) read an album's files and thumbnails through it.
    return service;
  }

  /** Pages outside `/api`: the template downloads and the designer's address. */
  async function registerPages(app: FastifyInstance, { catalogue }: Pick<RouteDeps, 'catalogue'>) {
    await app.register(templateRoutes, { kit, catalogue });
    await app.register(designerRoutes);
  }

  return {
    albumPart,
    cleanup,
    registerRoutes,
    registerPages,
    /** Thumbnails still pending from before a restart. */
    resumeThumbnails: () => thumbnails.resumePending(),
    close() {
      cleanup.stop();
      processor.close();
    },
  };
}
