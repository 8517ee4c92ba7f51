import { createHash, type Hash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';

interface RunningHash {
  hash: Hash;
  /** Bytes hashed so far: always the upload's offset while the hash is usable. */
  offset: number;
}

/**
 * The tus file store, hashing each upload's bytes as they arrive (ARCHITECTURE: SHA-256;
 * @tus/file-store has no checksum extension). Hashing on the way in spares a second read
 * of a file of hundreds of MB at the end. The running hash lives in this process only: an
 * upload resumed after a restart, or written out of order, has none, and its file is
 * read again at the end instead.
 */
export class HashingFileStore extends FileStore {
  private readonly hashes = new Map<string, RunningHash>();
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
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    if (offset === 0) this.hashes.set(id, { hash: createHash('sha256'), offset: 0 });
    const running = this.hashes.get(id);
    if (!running || running.offset !== offset) {
      this.hashes.delete(id);
      return super.write(readable, id, offset);
    }
    let hashed = 0;
    const hasher = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        running.hash.update(chunk);
        hashed += chunk.length;
        callback(null, chunk);
      },
    });
    readable.once('error', (error) => hasher.destroy(error));
    try {
      const newOffset = await super.write(readable.pipe(hasher), id, offset);
      if (offset + hashed === newOffset) running.offset = newOffset;
      else this.hashes.delete(id);
      return newOffset;
    } catch (error) {
      this.hashes.delete(id);
      throw error;
    }
  }

  /** The SHA-256 of a finished upload when every byte passed through here, once. */
  takeDigest(id: string, size: number): string | undefined {
    const running = this.hashes.get(id);
    this.hashes.delete(id);
    return running?.offset === size ? running.hash.digest('hex') : undefined;
  }

  override async remove(id: string): Promise<void> {
    this.hashes.delete(id);
    await super.remove(id);
    await this.onRemove?.(id);
  }
}
