import path from 'node:path';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../jobs';
import { queueIntervalJob } from '../../jobs/interval-job';
import { sweepStorage, SWEEP_GRACE_MS } from '../../jobs/storage-sweep';
import type { FileStorage } from '../../storage/storage';
import { createStorageReferences } from '../../storage/storage-references';
import { createPgAdvisoryLocker } from './pg-advisory-locker';
import { createTusEndpoint, type UploadObjectKind } from './tus-endpoint';
import { createUploadGrants, type UploadKind } from './upload-grants';
import { createUploadsRepository } from './uploads.repository';
import { uploadRoutes } from './uploads.routes';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where finished files live (the disk or a bucket: app.ts opens it). */
  storage: FileStorage;
  /** The clean-up runs as a periodic job on the queue (issue 20). */
  jobs: JobQueue;
}

/** Work a kind's module adds to the uploads' clean-up run (audio nobody can reach, …). */
export type CleanupTask = (before: string) => Promise<number>;

export interface UploadsService {
  /**
   * Adds a kind of upload to the one tus endpoint: its size cap, the names it never takes,
   * the object made from the finished bytes, and what the clean-up run removes of it.
   */
  registerKind(kind: UploadKind, objectKind: UploadObjectKind, cleanup?: CleanupTask): void;
}

const CLEANUP_EVERY_MS = 15 * 60_000;

/**
 * Resumable uploads (tus) for every kind of file the shop takes: the endpoint, the
 * short-lived upload grants, and the clean-up job. Unfinished uploads are written under
 * `DATA_DIR/uploads`; the kinds keep what they accept under `DATA_DIR/files`, which the
 * clean-up sweeps for files no row points to.
 */
export function createUploadsModule({ db, config, clock, log, storage, jobs }: Deps) {
  const repository = createUploadsRepository(db);
  const grants = createUploadGrants({
    uploads: repository,
    clock,
    ttlMs: config.uploads.tokenTtlMs,
  });
  // Several servers on one PostgreSQL take an upload's lock there (issue 20, decision 026).
  const locker = config.databaseUrl
    ? createPgAdvisoryLocker({ connectionString: config.databaseUrl })
    : undefined;
  const tus = createTusEndpoint({
    uploads: repository,
    clock,
    log,
    stagingDir: path.join(config.dataDir, 'uploads'),
    expiryMs: config.uploads.expiryMs,
    publicOrigin: config.publicOrigin,
    ...(config.storage.kind === 's3' && { s3: config.storage }),
    ...(locker && { locker }),
  });
  const referencedKeys = createStorageReferences(db);
  const kindCleanups = new Map<UploadKind, CleanupTask>();

  const cleanup = queueIntervalJob({
    jobs,
    name: 'uploads-cleanup',
    everyMs: CLEANUP_EVERY_MS,
    log,
    run: async () => {
      const now = clock.now();
      const before = new Date(now.getTime() - config.uploads.expiryMs).toISOString();
      const settledBefore = new Date(now.getTime() - SWEEP_GRACE_MS);
      const result: Record<string, number> = {
        uploads: await tus.removeExpired(),
        grants: await repository.deleteExpiredGrants(now.toISOString()),
      };
      for (const [kind, task] of kindCleanups) result[kind] = await task(before);
      // What a crash left behind (issue 13 hole 5): staged bytes of no unfinished upload,
      // stored files no row points to.
      result.staged = await tus.sweepStaging(settledBefore);
      result.stored = await sweepStorage({ storage, referencedKeys, before: settledBefore });
      return result;
    },
  });

  const service: UploadsService = {
    registerKind(kind, objectKind, task) {
      tus.registerKind(kind, objectKind);
      if (task) kindCleanups.set(kind, task);
    },
  };
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(uploadRoutes, { grants, uploads: repository, tus });
  };

  return {
    service,
    routes,
    /** Expired uploads and grants, each kind's leftovers, and what a crash left. */
    cleanup,
    async close() {
      cleanup.stop();
      await tus.close();
      await locker?.close();
    },
  };
}

export type UploadsModule = ReturnType<typeof createUploadsModule>;
