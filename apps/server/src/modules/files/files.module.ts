import path from 'node:path';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../jobs';
import { queueIntervalJob } from '../../jobs/interval-job';
import type { FileStorage } from '../../storage/storage';
import type { AlbumService } from '../albums';
import type { CatalogueService } from '../catalogue';
import type { UploadsService } from '../uploads';
import { createAlbumFilesPart } from './album-files-part';
import { createDesignedFiles } from './designed-files';
import { createFileUploads } from './file-uploads';
import { createFilesRepository } from './files.repository';
import { fileRoutes } from './files.routes';
import { createFileService } from './files.service';
import { createPdfProcessor } from './pdf/pdf-processor';
import { createTemplateKit } from './templates/template-kit';
import { templateKitRoutes, templateRoutes } from './templates/templates.routes';
import { createThumbnails } from './thumbnails';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where finished files live (the disk or a bucket: app.ts opens it). */
  storage: FileStorage;
  /** The clean-up runs as a periodic job on the queue (issue 20). */
  jobs: JobQueue;
  albums: AlbumService;
  catalogue: CatalogueService;
  uploads: UploadsService;
}

const CLEANUP_EVERY_MS = 15 * 60_000;

/**
 * Graphics (issue 8), wired in one place: PDFs under `DATA_DIR/files` beside the audio,
 * the `files` kind of upload, the PDF worker, the thumbnail job, the album part that
 * clone and delete walk (after the track lists), the API routes, the public template
 * pages, the print files the designer makes, and the clean-up job.
 */
export function createFilesModule(deps: Deps) {
  const { db, config, clock, log, storage, albums, catalogue, uploads, jobs } = deps;
  const files = createFilesRepository(db);
  const processor = createPdfProcessor({
    timeoutMs: config.files.pdfTaskTimeoutMs,
    limits: config.files.pdfLimits,
    checkWorkers: config.files.pdfCheckWorkers,
    checksPerUser: config.files.pdfChecksPerUser,
    pdftoppm: config.files.pdftoppmPath,
  });
  // Thumbnails are jobs (issue 20): drawn by whichever process works the queue.
  const thumbnails = createThumbnails({
    files,
    storage,
    processor,
    jobs,
    clock,
    log,
    maxPixels: config.files.thumbnailMaxPixels,
    renderTimeoutMs: config.files.pdfTaskTimeoutMs,
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
  albums.registerPart(createAlbumFilesPart({ files, removeKeys }));

  // Uploads never put in an album (the page closed before attaching) go after a day.
  const cleanup = queueIntervalJob({
    jobs,
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

  const fileUploads = createFileUploads({
    files,
    storage,
    processor,
    thumbnails,
    catalogue,
    clock,
  });
  uploads.registerKind('files', {
    ...fileUploads,
    // Asked when a customer gets an upload token or starts an upload: wake the workers.
    maxBytes: () => {
      processor.warm();
      return fileUploads.maxBytes();
    },
  });
  // The summary, the raster and the orders read an album's files through it.
  const fileService = createFileService({ files, storage, albums, catalogue, clock });
  const service = {
    ...fileService,
    /** A print PDF made by the designer (issue 16) becomes the slot's file, as an upload. */
    storeDesignedPdf: createDesignedFiles({
      createFromUpload: fileUploads.createFromUpload,
      attach: fileService.attach,
      scratchDir: path.join(config.dataDir, 'uploads', 'designed'),
    }),
  };

  const routes: FastifyPluginAsync = async (api) => {
    await api.register(fileRoutes, { files: fileService });
    await api.register(templateKitRoutes, { kit, catalogue, albums });
  };
  /** Pages outside `/api`: the template downloads. */
  const pages: FastifyPluginAsync = async (app) => {
    await app.register(templateRoutes, { kit, catalogue });
  };

  return {
    service,
    routes,
    pages,
    /** Uploads never put in an album. */
    cleanup,
    /** Once the queue works, in a process that works it: thumbnails pending with no job. */
    resume: () => thumbnails.resumePending(),
    async close() {
      cleanup.stop();
      processor.close();
    },
  };
}

export type FilesModule = ReturnType<typeof createFilesModule>;
export type FilesModuleService = FilesModule['service'];
