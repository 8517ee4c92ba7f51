import path from 'node:path';
import { z } from 'zod';

/**
 * Where files live (issue 20 item 1): the local disk under `DATA_DIR/files` by default, or
 * an S3-compatible bucket when `STORAGE_URL` is set:
 *
 *   s3://[ACCESS_KEY:SECRET@]bucket[/prefix]?endpoint=http://host:9000&region=eu-west-1&forcePathStyle=true
 *
 * Credentials come from the URL or from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY
 * (AWS_SESSION_TOKEN); with neither, the AWS SDK's own chain (profile, instance role).
 */
export const StorageEnvShape = {
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\//, 'must be an s3:// URL (leave it unset for the local disk)')
    .optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).optional(),
};

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** Prepended to every key (`shop/`), or '' for the bucket's root. */
  prefix: string;
  /** A MinIO, Ceph or other S3-compatible server; AWS's own endpoint when undefined. */
  endpoint: string | undefined;
  region: string;
  /** `bucket` in the path rather than the host name (most self-hosted servers want it). */
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

export type StorageConfig = { kind: 'local'; root: string } | S3StorageConfig;

type StorageEnv = { [K in keyof typeof StorageEnvShape]?: z.infer<(typeof StorageEnvShape)[K]> };

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;
const OPTIONS = new Set(['endpoint', 'region', 'forcePathStyle']);

/** What is wrong with STORAGE_URL, each naming the variable (empty when all is well). */
export function storageProblems(env: StorageEnv): string[] {
  if (!env.STORAGE_URL) return [];
  try {
    parseStorageUrl(env.STORAGE_URL, env);
    return [];
  } catch (error) {
    return [`STORAGE_URL: ${(error as Error).message}`];
  }
}

function parseStorageUrl(value: string, env: StorageEnv): S3StorageConfig {
  const url = new URL(value);
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) throw new Error(`${JSON.stringify(bucket)} is not a bucket name`);
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  if (prefix && !PREFIX.test(prefix)) {
    throw new Error('the prefix takes lower-case letters, digits, dots, dashes and slashes');
  }
  for (const name of url.searchParams.keys()) {
    if (!OPTIONS.has(name)) throw new Error(`unknown option ${name} (${[...OPTIONS].join(', ')})`);
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) {
    throw new Error('endpoint must be an http(s):// origin such as http://127.0.0.1:9000');
  }
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error('forcePathStyle is true or false');
  }
  const fromUrl = url.username
    ? {
        accessKeyId: decodeURIComponent(url.username),
        secretAccessKey: decodeURIComponent(url.password),
      }
    : undefined;
  const fromEnv =
    env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? {
          accessKeyId: env.AWS_ACCESS_KEY_ID,
          secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
          ...(env.AWS_SESSION_TOKEN && { sessionToken: env.AWS_SESSION_TOKEN }),
        }
      : undefined;
  return {
    kind: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: endpoint?.replace(/\/$/, ''),
    region: url.searchParams.get('region') ?? env.AWS_REGION ?? 'us-east-1',
    // A custom endpoint is nearly always a self-hosted server wanting path-style requests.
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
    credentials: fromUrl ?? fromEnv,
  };
}

export function toStorageConfig(env: StorageEnv, dataDir: string): StorageConfig {
  if (!env.STORAGE_URL) return { kind: 'local', root: path.join(dataDir, 'files') };
  return parseStorageUrl(env.STORAGE_URL, env);
}
