import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../jobs';
import type { FileStorage } from '../../storage/storage';
import type { AlbumService } from '../albums';
import type { CatalogueService } from '../catalogue';
import type { UploadsService } from '../uploads';
import type { VinylService } from '../vinyls';
import { createAnalysisReader } from './analysis/analysis-reader';
import { createAnalysisRunner } from './analysis/analysis-runner';
import { createAnalysisRepository } from './analysis/analysis.repository';
import { createAudioMedia } from './analysis/audio-media';
import { resolveFfmpegPath } from './analysis/ffmpeg';
import { createPlayableCopies } from './analysis/playable-copy';
import { createSideAnalysis } from './analysis/side-analysis';
import { familyOfFileName } from './audio-content';
import { audioMediaRoutes } from './audio-media.routes';
import { createAudioRepository } from './audio.repository';
import { audioRoutes } from './audio.routes';
import { ALLOWED_AUDIO_LIST, AudioNotAllowedError, createAudioService } from './audio.service';
import { createSideListing } from './side-listing';
import { createStoredAudio } from './stored-audio';
import { createTrackListPart } from './track-list-part';
import { createTracksRepository } from './tracks.repository';
import { createTrackService } from './tracks.service';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where finished files live (the disk or a bucket: app.ts opens it). */
  storage: FileStorage;
  /** The analysis runs as a job on the queue (issue 20). */
  jobs: JobQueue;
  albums: AlbumService;
  vinyls: VinylService;
  catalogue: CatalogueService;
  uploads: UploadsService;
}

/**
 * Audio masters and track lists (issue 6): the `audio` kind of upload, the track-list part
 * that album clone and delete walk (after the discs), the stored tracks that price an
 * album, and the API routes. Files live under `DATA_DIR/files`.
 */
/** A stream request waits this long for a playable copy being made, then answers 503. */
const PLAYABLE_COPY_WAIT_MS = 20_000;

export function createAudioModule(deps: Deps) {
  const { db, config, clock, log, storage, jobs, albums, vinyls, catalogue, uploads } = deps;
  const audioRepository = createAudioRepository(db);
  const tracksRepository = createTracksRepository(db);
  // Audio analysis (issue 19): a job on the queue (issue 20), its results read per file and side.
  const analyses = createAnalysisRepository(db);
  const ffmpegPath = resolveFfmpegPath(config.audioAnalysis.ffmpegPath);
  const runner = createAnalysisRunner({
    analyses,
    jobs,
    storage,
    clock,
    log,
    settings: {
      ffmpegPath,
      concurrency: config.audioAnalysis.concurrency,
      timeoutMs: config.audioAnalysis.timeoutMs,
    },
  });
  const reader = createAnalysisReader({ analyses, catalogue });
  const audio = createAudioService({
    audio: audioRepository,
    storage,
    clock,
    analysis: { request: runner.request, metaFor: reader.metaFor },
  });
  const tracks = createTrackService({
    tracks: tracksRepository,
    audio: audioRepository,
    audioFiles: audio,
    albums,
    vinyls,
    catalogue,
    clock,
    analysis: reader,
  });
  // What browsers cannot play (AIFF, ALAC, ADPCM) is heard from a FLAC copy (decision 036).
  const playable = createPlayableCopies({
    storage,
    ffmpegPath,
    timeoutMs: config.audioAnalysis.timeoutMs,
  });
  const media = createAudioMedia({
    requireOwned: audio.requireOwned,
    analyses,
    storage,
    playable,
    copyWaitMs: PLAYABLE_COPY_WAIT_MS,
  });

  uploads.registerKind(
    'audio',
    {
      maxBytes: () => Promise.resolve(config.uploads.maxAudioBytes),
      refuseName: (fileName) =>
        familyOfFileName(fileName)
          ? undefined
          : new AudioNotAllowedError(`Allowed: ${ALLOWED_AUDIO_LIST}`),
      createFromUpload: (upload) => audio.createFromUpload(upload),
    },
    // Audio nobody can reach any more (never put on a side before the uploads expired).
    (before) => audio.removeAbandoned(before),
  );
  albums.registerPart(
    createTrackListPart({
      tracks: tracksRepository,
      audio: audioRepository,
      audioFiles: audio,
      discs: vinyls.discs,
    }),
  );
  // The vinyl's price band follows the seconds of the tracks stored here.
  albums.provide('discTracks', tracksRepository.albumDiscTracks);

  const service = {
    /** Seconds per disc and side of an album's stored tracks (prices follow them). */
    albumDiscTracks: tracksRepository.albumDiscTracks,
    /** One side's tracks in order, with names and seconds (summary, job sheet). */
    listSideTracks: createSideListing({
      tracks: tracksRepository,
      audio: audioRepository,
      analysis: reader,
    }),
    /** A side's audio warnings from its listed tracks (summary, job sheet, plant's page). */
    sideAudioWarnings: createSideAnalysis(reader),
    /** Resolves once no analysis runs or waits in this process (tests, benchmarks). */
    analysesSettled: runner.settled,
    /** A master's stored bytes by id, for the plant's production pack (no owner check). */
    openStored: createStoredAudio({ audio: audioRepository, storage }),
  };
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(audioRoutes, { audio, tracks });
    await api.register(audioMediaRoutes, { media });
  };
  // The analysis threads end with the app (decision 041).
  const close = () => Promise.resolve(runner.close());
  return { service, routes, resume: runner.resume, close };
}

export type AudioModule = ReturnType<typeof createAudioModule>;
export type AudioModuleService = AudioModule['service'];
