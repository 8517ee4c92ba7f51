import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isS3NotFound } from './s3-client';
import { isSafeStorageKey, StoredFileMissingError, type FileStorage } from './storage';

interface Options {
  client: S3Client;
  bucket: string;
  /** Where the files go in the bucket, ending in `/` (`shop/files/`). */
  prefix: string;
  /** Bytes per part of a multipart upload (S3's minimum is 5 MiB). */
  partSize?: number;
}

/**
 * Files in an S3-compatible bucket under one prefix (issue 20 item 1). Keys are checked as
 * on the disk, so no key names an object outside the prefix. Reads stream from the store;
 * a finished upload goes up in parts (lib-storage), several at a time.
 */
export function createS3Storage({ client, bucket, prefix, partSize = 8 * 1024 ** 2 }: Options) {
  function objectKey(key: string): string {
    if (!isSafeStorageKey(key)) throw new Error(`Refused storage key ${JSON.stringify(key)}`);
    return `${prefix}${key}`;
  }

  const storage: FileStorage = {
    async importFile(localPath, key) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: createReadStream(localPath) },
        partSize,
        queueSize: 4,
        // A failed multipart upload is aborted, so no parts are left to be billed.
        leavePartsOnError: false,
      });
      await upload.done();
      await fs.unlink(localPath);
    },
    async read(key, range) {
      try {
        const { Body } = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            ...(range && { Range: `bytes=${range.start}-${range.end ?? ''}` }),
          }),
        );
        if (!Body) throw new StoredFileMissingError(key);
        return Body as Readable;
      } catch (error) {
        if (isS3NotFound(error)) throw new StoredFileMissingError(key);
        throw error;
      }
    },
    async stat(key) {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isS3NotFound(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      return (await storage.stat(key)) !== undefined;
    },
    async remove(key) {
      // S3 answers a delete of a missing object with success: removal may be retried.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async *listKeys(changedBefore) {
      const pages = paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix });
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          if (!key || !isSafeStorageKey(key) || !object.LastModified) continue;
          if (object.LastModified.getTime() < changedBefore.getTime()) yield key;
        }
      }
    },
  };
  return storage;
}
