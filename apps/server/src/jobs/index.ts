import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import type { JobQueue } from './job-queue';
import { createPgBossJobQueue } from './pg-boss-queue';
import { createSqliteJobQueue } from './sqlite-queue';

export type {
  JobContext,
  JobHandler,
  JobOptions,
  JobQueue,
  JobState,
  JobStatus,
  SendOptions,
} from './job-queue';

export interface JobsConfig {
  /** Whether this process works jobs (JOBS=on) or only sends them (JOBS=off). */
  work: boolean;
  superviseSeconds: number;
  pollSeconds: number;
}

/** The job queue for this database: pg-boss on PostgreSQL, in-process on SQLite (decision 026). */
export function createJobQueue(
  database: DatabaseHandle,
  config: JobsConfig,
  log: FastifyBaseLogger,
): JobQueue {
  return database.dialect === 'postgres'
    ? createPgBossJobQueue({ db: database.db, log, ...config })
    : createSqliteJobQueue({ db: database.db, log });
}
