import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { ERRORS, Upload } from '@tus/server';
import { releaseBatchBuffer } from './batch-buffers';
import { CachedConfigstore } from './cached-configstore';
import { createStagedHasher, type StagedHasher } from './staged-hasher';

/**
 * The tus file store, hashing each upload's bytes as they arrive (ARCHITECTURE: SHA-256;
 * @tus/file-store has no checksum extension). Hashing on the way in spares a second read
 * of a file of hundreds of MB at the end; it runs on a thread of its own (staged-hasher),
 * which reads each written range back from the page cache and flushes it to the disk while
 * the next chunk arrives (issue 18). The running hash lives in this process only: an
 * upload resumed after a restart, or written out of order, has none, and its file is
 * read again at the end instead. Each PATCH finds its upload without waiting on libuv's
 * pool (getUpload, decision 044).
 */
export class HashingFileStore extends FileStore {
  private readonly hasher: StagedHasher;
  private readonly onRemove: ((id: string) => Promise<void>) | undefined;

  constructor(
    options: ConstructorParameters<typeof FileStore>[0] & {
      /** Runs when tus terminates an upload (DELETE), before it answers. */
      onRemove?: (id: string) => Promise<void>;
    },
  ) {
    const { onRemove, ...rest } = options;
    super({ configstore: new CachedConfigstore(rest.directory), ...rest });
    this.onRemove = onRemove;
    this.hasher = createStagedHasher();
  }

  /**
   * The upload's record (from memory after the first read) and its offset, the staged
   * file's size. The size is read at once: a `stat` of a local file takes microseconds,
   * while each trip to libuv's pool waits for the scheduler on a busy machine, before any
   * byte of the chunk is taken (decision 044). SQLite reads the same disk on this thread.
   */
  override async getUpload(id: string): Promise<Upload> {
    const file = await this.configstore.get(id);
    if (!file) throw ERRORS.FILE_NOT_FOUND;
    const filePath = this.stagedPath(id);
    const stats = fs.statSync(filePath, { throwIfNoEntry: false });
    if (!stats) throw ERRORS.FILE_NO_LONGER_EXISTS;
    if (stats.isDirectory()) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id,
      size: file.size,
      offset: stats.size,
      metadata: file.metadata,
      creation_date: file.creation_date,
      storage: { type: 'file', path: filePath },
    });
  }

  /**
   * Writes a chunk's pieces where the upload stands, handing each piece's buffer back for
   * the next batch once written (batch-buffers). Then the hashing thread reads these bytes
   * back while the next chunk arrives. A chunk cut short keeps the bytes that came (tus
   * ends the stream); after a failure some bytes may have landed, so the hash is forgotten.
   */
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const filePath = this.stagedPath(id);
    let position = offset;
    try {
      const file = await fs.promises.open(filePath, 'r+');
      try {
        for await (const piece of readable as AsyncIterable<Uint8Array>) {
          for (let done = 0; done < piece.length;) {
            const left = piece.length - done;
            done += (await file.write(piece, done, left, position + done)).bytesWritten;
          }
          position += piece.length;
          releaseBatchBuffer(piece);
        }
      } finally {
        await file.close();
      }
    } catch {
      this.hasher.drop(id);
      throw ERRORS.FILE_WRITE_ERROR;
    }
    if (position > offset) this.hasher.add(id, filePath, offset, position);
    return position;
  }

  /** `<directory>/<id>`, never outside the directory (as the file store's own paths). */
  private stagedPath(id: string): string {
    const directory = path.resolve(this.directory);
    const filePath = path.resolve(directory, id);
    if (path.dirname(filePath) !== directory) throw ERRORS.FILE_NOT_FOUND;
    return filePath;
  }

  /** The SHA-256 of a finished upload when every byte passed through here, once. */
  takeDigest(id: string, size: number): Promise<string | undefined> {
    return this.hasher.digest(id, size);
  }

  override async remove(id: string): Promise<void> {
    this.hasher.drop(id);
    await super.remove(id);
    await this.onRemove?.(id);
  }

  /** Stops the hashing thread (shutdown). */
  close(): Promise<void> {
    return this.hasher.close();
  }
}
