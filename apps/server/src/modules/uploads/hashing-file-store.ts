import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { createStagedHasher, type StagedHasher } from './staged-hasher';

/**
 * The tus file store, hashing each upload's bytes as they arrive (ARCHITECTURE: SHA-256;
 * @tus/file-store has no checksum extension). Hashing on the way in spares a second read
 * of a file of hundreds of MB at the end; it runs on a thread of its own (staged-hasher),
 * which reads each written range back from the page cache and flushes it to the disk while
 * the next chunk arrives (issue 18). The running hash lives in this process only: an
 * upload resumed after a restart, or written out of order, has none, and its file is
 * read again at the end instead.
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
    super(rest);
    this.onRemove = onRemove;
    this.hasher = createStagedHasher();
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    try {
      const newOffset = await super.write(readable, id, offset);
      // Written: the hashing thread reads these bytes back (the next chunk meanwhile arrives).
      if (newOffset > offset) this.hasher.add(id, path.join(this.directory, id), offset, newOffset);
      return newOffset;
    } catch (error) {
      // Some bytes may have landed: the hash no longer matches the file.
      this.hasher.drop(id);
      throw error;
    }
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
