import type { IntervalJob } from './interval-job';
import type { JobQueue } from './job-queue';

/** The app's background jobs, reachable from tests as `app.jobs`. */
export interface AppJobs {
  /**
   * Expired unfinished uploads, expired upload tokens, audio nobody can reach, and what a
   * crash left: staged bytes of no unfinished upload, stored files no row points to.
   */
  uploadsCleanup: IntervalJob;
  /** Graphics files never put in an album (issue 8). */
  filesCleanup: IntervalJob;
  /** The queue every job goes through (issue 20): tests read a job's state from it. */
  queue: JobQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: AppJobs;
  }
}
