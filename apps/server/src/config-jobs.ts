import { z } from 'zod';

/**
 * The job queue's settings (issue 20, decision 026). README "Configuration" lists them.
 * `JOBS=off` makes a web process that only sends jobs; `npm run worker` works them.
 */
export const JobsEnvShape = {
  JOBS: z.enum(['on', 'off']).default('on'),
  /** PostgreSQL: how often expired jobs (a killed worker's) are failed and retried. */
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** PostgreSQL: how often an idle worker asks for a job. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  /** How long one attempt at sending a mail may take before it is tried again. */
  MAIL_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** The wait before a failed mail's first retry; it doubles at each of the next five. */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
};

type JobsEnv = z.infer<z.ZodObject<typeof JobsEnvShape>>;

export interface JobsSettings {
  work: boolean;
  superviseSeconds: number;
  pollSeconds: number;
  mailTimeoutMs: number;
  mailRetryMs: number;
}

export function toJobsConfig(env: JobsEnv): JobsSettings {
  return {
    work: env.JOBS === 'on',
    superviseSeconds: env.JOBS_SUPERVISE_SECONDS,
    pollSeconds: env.JOBS_POLL_SECONDS,
    mailTimeoutMs: env.MAIL_SEND_TIMEOUT_SECONDS * 1000,
    mailRetryMs: env.MAIL_RETRY_SECONDS * 1000,
  };
}
