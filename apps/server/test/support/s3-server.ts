import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver, { type S3rverContext as Context } from 's3rver';

/** A real S3-compatible server on a loopback port, its files in a temporary folder. */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** STORAGE_URL for the app, with s3rver's fixed credentials. */
  storageUrl(prefix?: string): string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  close(): Promise<void>;
}

interface UploadsStore {
  rootDirectory: string;
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function noSuchUpload(ctx: Context) {
  ctx.status = 404;
  ctx.type = 'application/xml';
  ctx.body = xml('<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>');
}

/**
 * s3rver 3.7 stores multipart uploads but cannot list their parts, list the uploads in
 * progress or abort one, which @tus/s3-store needs (to find where an upload stands, resume it
 * on another server, and drop it). These three answers are read from s3rver's own upload
 * folders, before its router (decision 024 lists what else s3rver leaves out).
 */
function multipartExtras(store: UploadsStore) {
  const uploadsDir = (bucket: string) => store.getResourcePath(bucket, undefined, 'uploads');

  async function listParts(ctx: Context, bucket: string, key: string, uploadId: string) {
    const dir = path.join(uploadsDir(bucket), uploadId);
    const names = await fs.readdir(dir).catch(() => undefined);
    if (!names) return noSuchUpload(ctx);
    const numbers = names.filter((name) => /^\d+$/.test(name)).map(Number);
    const parts = await Promise.all(
      numbers
        .sort((a, b) => a - b)
        .map(async (number) => {
          const file = path.join(dir, String(number));
          const [stats, md5] = await Promise.all([
            fs.stat(file),
            fs.readFile(`${file}.md5`, 'utf8'),
          ]);
          return `<Part><PartNumber>${number}</PartNumber><LastModified>${stats.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${stats.size}</Size></Part>`;
        }),
    );
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${escape(key)}</Key><UploadId>${uploadId}</UploadId><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  }

  async function abort(ctx: Context, bucket: string, uploadId: string) {
    const dir = path.join(uploadsDir(bucket), uploadId);
    if (!(await fs.stat(dir).catch(() => undefined))) return noSuchUpload(ctx);
    await fs.rm(dir, { recursive: true, force: true });
    ctx.status = 204;
  }

  async function listUploads(ctx: Context, bucket: string, prefix: string) {
    const ids = await fs.readdir(uploadsDir(bucket)).catch(() => [] as string[]);
    const uploads: string[] = [];
    for (const id of ids) {
      const dir = path.join(uploadsDir(bucket), id);
      const key = await fs.readFile(path.join(dir, 'key'), 'utf8').catch(() => undefined);
      if (key === undefined || !key.startsWith(prefix)) continue;
      const initiated = (await fs.stat(dir)).birthtime.toISOString();
      uploads.push(
        `<Upload><Key>${escape(key)}</Key><UploadId>${id}</UploadId><Initiated>${initiated}</Initiated></Upload>`,
      );
    }
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListMultipartUploadsResult><Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`,
    );
  }

  return async (ctx: Context, next: () => Promise<void>) => {
    const [, bucket = '', ...rest] = ctx.path.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    if (ctx.method === 'GET' && key && uploadId && ctx.query.partNumber === undefined) {
      return listParts(ctx, bucket, key, uploadId);
    }
    if (ctx.method === 'DELETE' && key && uploadId) return abort(ctx, bucket, uploadId);
    if (ctx.method === 'GET' && !key && 'uploads' in ctx.query) {
      return listUploads(ctx, bucket, typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '');
    }
    return next();
  };
}

/** Starts s3rver with one empty bucket on 127.0.0.1 (a random port). */
export async function startS3Server(bucket = 'vinyl-test'): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'vinyl-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  server.middleware.unshift(multipartExtras(server.store as unknown as UploadsStore));
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    credentials,
    storageUrl: (prefix = '') =>
      `s3://S3RVER:S3RVER@${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
