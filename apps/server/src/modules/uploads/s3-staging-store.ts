import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3 } from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import type { S3StorageConfig } from '../../config-storage';
import { s3ClientConfig } from '../../storage/s3-client';

/** 5 MiB, S3's smallest part and the web client's chunk (decision 019): one part a PATCH. */
const PART_BYTES = 5 * 1024 ** 2;

interface Options {
  config: S3StorageConfig;
  /** Where a finished upload's bytes are brought down to be checked (DATA_DIR/uploads). */
  stagingDir: string;
  /** Runs when tus terminates an upload (DELETE), before it answers. */
  onRemove?: (id: string) => Promise<void>;
}

interface KeyedInput {
  Key?: string;
  Prefix?: string;
  Delete?: { Objects?: { Key?: string }[] };
}

/**
 * The tus uploads' store when files live in a bucket (issue 20 item 1): @tus/s3-store keeps
 * each unfinished upload as an S3 multipart upload, so any server can take the next chunk
 * and a server that dies mid-upload loses nothing. Its objects go under `uploads/` beside
 * the stored `files/`. When the last byte arrives (on whichever server), the upload is
 * brought down once to `DATA_DIR/uploads/<id>`, hashed on the way, and the finisher goes on
 * as with the disk store: SHA-256 check, content check, then the kind's importFile.
 */
export class S3StagingStore extends S3Store {
  private readonly digests = new Map<string, string>();
  private readonly stagingDir: string;
  private readonly onRemove: ((id: string) => Promise<void>) | undefined;
  /** What the finisher drops once an upload became an object: the upload's objects. */
  readonly configstore = { delete: (id: string) => this.forget(id) };

  constructor({ config, stagingDir, onRemove }: Options) {
    // Expiry is the uploads table's (removeExpired), not S3 tags: some servers lack tagging.
    super({
      partSize: PART_BYTES,
      useTags: false,
      expirationPeriodInMilliseconds: 0,
      s3ClientConfig: { ...s3ClientConfig(config), bucket: config.bucket },
    });
    this.stagingDir = stagingDir;
    this.onRemove = onRemove;
    prefixKeys(this.client.middlewareStack, `${config.prefix}uploads/`);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const { file } = await this.getMetadata(id);
    const newOffset = await super.write(readable, id, offset);
    if (file.size !== undefined && newOffset === file.size) await this.bringDown(id);
    return newOffset;
  }

  /** The SHA-256 of a finished upload brought down here (once). */
  takeDigest(id: string): string | undefined {
    const digest = this.digests.get(id);
    this.digests.delete(id);
    return digest;
  }

  /**
   * Brings a finished upload down when another server took its last byte and stopped before
   * finishing it (the client's next HEAD comes here): then the finisher can run here.
   */
  async stageIfComplete(id: string, size: number): Promise<void> {
    const staged = await fs.stat(path.join(this.stagingDir, id)).catch(() => undefined);
    if (staged?.size === size) return;
    const upload = await this.getUpload(id).catch(() => undefined);
    if (upload?.offset === size && upload.size === size) await this.bringDown(id);
  }

  /** Closes the store's S3 connections (shutdown). */
  async close(): Promise<void> {
    this.client.destroy();
  }

  override async remove(id: string): Promise<void> {
    this.digests.delete(id);
    await super.remove(id);
    await this.onRemove?.(id);
  }

  /**
   * Drops an upload's objects whatever it became: S3Store.remove stops at a multipart
   * upload already completed (or gone), and would leave the object and its .info behind.
   */
  private async forget(id: string): Promise<void> {
    this.digests.delete(id);
    const uploadId = await this.getMetadata(id)
      .then((metadata) => metadata['upload-id'])
      .catch(() => undefined);
    if (uploadId) {
      await this.client
        .abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: uploadId })
        .catch(() => undefined);
    }
    const keys = [id, this.infoKey(id), this.partKey(id, true)];
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: keys.map((Key) => ({ Key })) },
    });
    await this.clearCache(id);
  }

  private async bringDown(id: string): Promise<void> {
    await fs.mkdir(this.stagingDir, { recursive: true });
    const target = path.join(this.stagingDir, id);
    const partial = `${target}.s3-download`;
    const hash = createHash('sha256');
    const hasher = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    await pipeline(await this.read(id), hasher, createWriteStream(partial));
    await fs.rename(partial, target);
    this.digests.set(id, hash.digest('hex'));
  }
}

/** Puts every key the tus store names under `prefix` (it writes to the bucket's root). */
function prefixKeys(stack: S3['middlewareStack'], prefix: string): void {
  const under = (key: string) => (key.startsWith(prefix) ? key : `${prefix}${key}`);
  stack.add(
    (next, context) => async (args) => {
      const input = args.input as KeyedInput;
      if (typeof input.Key === 'string') input.Key = under(input.Key);
      if (context.commandName === 'ListMultipartUploadsCommand') {
        input.Prefix = under(input.Prefix ?? '');
      }
      for (const object of input.Delete?.Objects ?? []) {
        if (object.Key) object.Key = under(object.Key);
      }
      return next(args);
    },
    { step: 'initialize', name: 'tusUploadsPrefix' },
  );
}
