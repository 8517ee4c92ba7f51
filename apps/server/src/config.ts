import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  AccountsEnvShape,
  accountsProblems,
  toAccountsConfig,
  type AccountsConfig,
} from './config-accounts';
import {
  AudioAnalysisEnvShape,
  toAudioAnalysisConfig,
  type AudioAnalysisConfig,
} from './config-audio';
import { FilesEnvShape, toFilesConfig, type FilesConfig } from './config-files';
import { JobsEnvShape, toJobsConfig, type JobsSettings } from './config-jobs';
import { OrdersEnvShape, ordersProblems, toOrdersConfig, type OrdersConfig } from './config-orders';
import {
  PaymentsEnvShape,
  paymentsProblems,
  toPaymentsConfig,
  type PaymentsConfig,
} from './config-payments';
import {
  StorageEnvShape,
  storageProblems,
  toStorageConfig,
  type StorageConfig,
} from './config-storage';
import { readTls, TlsEnvShape, wantsTls, type TlsConfig } from './config-tls';
import { TrustProxySchema, type TrustProxy } from './config-trust-proxy';
import { toUploadsConfig, UploadsEnvShape, type UploadsConfig } from './config-uploads';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/web/dist, both from src/ (tsx) and from dist/ (bundled server). */
const defaultWebDist = path.resolve(here, '../../web/dist');

/** Every setting of the server, read once from the environment (README lists them). */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PUBLIC_ORIGIN: z.url().optional(),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDist),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 30),
  /** How long a server may answer from a session read it remembers (decision 047); 0: never. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(5000).default(1000),
  TRUST_PROXY: TrustProxySchema.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(30),
  ...UploadsEnvShape,
  ...FilesEnvShape,
  ...AccountsEnvShape,
  ...OrdersEnvShape,
  ...PaymentsEnvShape,
  ...AudioAnalysisEnvShape,
  ...StorageEnvShape,
  ...JobsEnvShape,
  ...TlsEnvShape,
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicOrigin: string;
  webDistDir: string;
  sessionTtlMs: number;
  /**
   * How long a session read (the session and its user) is reused by this server; writes to
   * sessions or users anywhere in this process end it at once, other servers' within this
   * bound (decision 047). 0 reads the database on every request.
   */
  sessionCacheMs?: number;
  /** Proxies in front of the shop (issue 13 hole 7): none, a hop count or their addresses. */
  trustProxy: TrustProxy;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  rateLimitLoginPerMinute: number;
  /** Mail, bot check, social sign-in and account rate limits (issue 4). */
  accounts: AccountsConfig;
  /** Audio uploads: size cap, grant lifetime, expiry of unfinished uploads (issue 6). */
  uploads: UploadsConfig;
  /** Graphics: PDF time limit and thumbnail size (issue 8). */
  files: FilesConfig;
  /** The plant's mail for new orders and the first admin (issue 9). */
  orders: OrdersConfig;
  /** The payment provider (`test` unless Stripe's keys are set) and payment links (issue 9, 13). */
  payments: PaymentsConfig;
  /** The audio analysis job: how many at a time, its timeout, which ffmpeg (issue 19). */
  audioAnalysis: AudioAnalysisConfig;
  /** Where files live: `DATA_DIR/files`, or an S3-compatible bucket (issue 20). */
  storage: StorageConfig;
  /** Whether this process works jobs, and the queue's timings (issue 20). */
  jobs: JobsSettings;
  /** HTTPS and HTTP/2 on the shop's own port (decision 060); unset: plain HTTP/1.1. */
  tls?: TlsConfig;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a wrong value names its variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  // With a certificate the shop's own port speaks HTTPS (decision 060), and so do its links.
  const origin = (data: z.infer<typeof EnvSchema>) => {
    const scheme = wantsTls(data) ? 'https' : 'http';
    return (data.PUBLIC_ORIGIN ?? `${scheme}://localhost:${data.PORT}`).replace(/\/$/, '');
  };
  const problems = parsed.success
    ? [
        ...accountsProblems(parsed.data, parsed.data.NODE_ENV),
        ...paymentsProblems(parsed.data, {
          publicOrigin: origin(parsed.data),
          nodeEnv: parsed.data.NODE_ENV,
        }),
      ]
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const tls = parsed.success ? readTls(parsed.data) : undefined;
  if (parsed.success)
    problems.push(
      ...ordersProblems(parsed.data),
      ...storageProblems(parsed.data),
      ...(tls?.problems ?? []),
    );
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const publicOrigin = origin(e);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicOrigin,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    sessionCacheMs: e.SESSION_CACHE_MS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    rateLimitLoginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
    accounts: toAccountsConfig(e, publicOrigin),
    uploads: toUploadsConfig(e),
    files: toFilesConfig(e),
    orders: toOrdersConfig(e),
    payments: toPaymentsConfig(e),
    audioAnalysis: toAudioAnalysisConfig(e),
    storage: toStorageConfig(e, path.resolve(e.DATA_DIR)),
    jobs: toJobsConfig(e),
    ...(tls?.tls && { tls: tls.tls }),
  };
}
