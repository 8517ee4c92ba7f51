import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { startIntervalJob } from '../../jobs/interval-job';
import { sweepStorage, SWEEP_GRACE_MS } from '../../jobs/storage-sweep';
import { createLocalStorage } from '../../storage/local-storage';
import { createStorageReferences } from '../../storage/storage-references.repository';
import type { AlbumDiscs, AlbumService } from '../albums/albums.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { createTusEndpoint } from '../uploads/tus-endpoint';
import { createUploadGrants } from '../uploads/upload-grants';
import { createUploadsRepository } from '../uploads/uploads.repository';
import { uploadRoutes } from '../uploads/uploads.routes';
import type { VinylService } from '../vinyls/vinyls.service';
import { createAudioRepository } from './audio.repository';
import { audioRoutes } from './audio.routes';
import { createAudioService } from './audio.service';
import { createTrackListPart } from './track-list-part';
import { createTracksRepository } from './tracks.repository';
import { createTrackService } from './tracks.service';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  discs: AlbumDiscs;
}

/** What the API routes need from the album modules, built after the album parts. */
interface RouteDeps {
  albums: AlbumService;
  vinyls: VinylService;
  catalogue: CatalogueService;
}

const CLEANUP_EVERY_MS = 15 * 60_000;

/**
 * Audio uploads and track lists (issue 6), wired in one place: files under
 * `DATA_DIR/files`, unfinished uploads under `DATA_DIR/uploads`, the track-list part that
 * album clone and delete walk, the API routes, and the clean-up job.
 */
export function createAudioModule({ db, config, clock, log, discs }: Deps) {
  const storage = createLocalStorage(path.join(config.dataDir, 'files'));
  const audioRepository = createAudioRepository(db);
  const tracksRepository = createTracksRepository(db);
  const uploadsRepository = createUploadsRepository(db);
  const referencedKeys = createStorageReferences(db);
  const audio = createAudioService({ audio: audioRepository, storage, clock });
  const grants = createUploadGrants({
    uploads: uploadsRepository,
    clock,
    ttlMs: config.uploads.tokenTtlMs,
  });
  const tus = createTusEndpoint({
    uploads: uploadsRepository,
    audio,
    clock,
    log,
    stagingDir: path.join(config.dataDir, 'uploads'),
    maxBytes: config.uploads.maxAudioBytes,
    expiryMs: config.uploads.expiryMs,
    publicOrigin: config.publicOrigin,
  });
  const cleanup = startIntervalJob({
    name: 'uploads-cleanup',
    everyMs: CLEANUP_EVERY_MS,
    log,
    run: async () => {
      const now = clock.now();
      const before = new Date(now.getTime() - config.uploads.expiryMs).toISOString();
      const settledBefore = new Date(now.getTime() - SWEEP_GRACE_MS);
      return {
        uploads: await tus.removeExpired(),
        grants: await uploadsRepository.deleteExpiredGrants(now.toISOString()),
        audio: await audio.removeAbandoned(before),
        // What a crash left behind (issue 13 hole 5): staged bytes of no unfinished upload,
        // stored files no row points to.
        staged: await tus.sweepStaging(settledBefore),
        stored: await sweepStorage({ storage, referencedKeys, before: settledBefore }),
      };
    },
  });
  const trackListPart = createTrackListPart({
    tracks: tracksRepository,
    audio: audioRepository,
    audioFiles: audio,
    discs,
  });

  async function registerRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
    const tracks = createTrackService({
      tracks: tracksRepository,
      audio: audioRepository,
      audioFiles: audio,
      ...deps,
      clock,
    });
    await api.register(audioRoutes, { audio, tracks });
    await api.register(uploadRoutes, { grants, uploads: uploadsRepository, tus });
  }

  // Graphics files (issue 8) come through the same tus endpoint as a kind of their own.
  return {
    trackListPart,
    registerRoutes,
    cleanup,
    registerUploadKind: tus.registerKind,
    /** Seconds per disc and side of an album's stored tracks (prices follow them). */
    albumDiscTracks: tracksRepository.albumDiscTracks,
  };
}
