import { FileConfigstore } from '@tus/file-store';
import type { Upload } from '@tus/server';

type Record = Pick<Upload, 'id' | 'size' | 'offset' | 'metadata' | 'creation_date'>;

/** Records kept in memory: far more than the uploads one server runs at once. */
const MAX_RECORDS = 1000;

/**
 * tus's `<id>.json` records (the declared size, metadata, creation date), read from memory
 * after the first time (issue 18, decision 044). @tus/file-store reads the record again on
 * every PATCH: four trips to libuv's pool (open, stat, read, close) before a byte of the
 * chunk is written, each a wait for the scheduler on a busy machine. A record never changes
 * after its upload is created (every upload declares its length then: onUploadCreate), so
 * a copy cannot go stale; another server removing the upload removes its row and its file
 * too, which the route and the file store's own `stat` (the offset) still see. The file
 * stays the truth: writes and deletes go to it first.
 */
export class CachedConfigstore {
  private readonly file: FileConfigstore;
  private readonly records = new Map<string, Record>();

  constructor(directory: string) {
    this.file = new FileConfigstore(directory);
  }

  async get(key: string): Promise<Upload | undefined> {
    const cached = this.records.get(key);
    if (cached) return { ...cached } as Upload;
    const record = await this.file.get(key);
    if (record) this.remember(key, record);
    return record;
  }

  async set(key: string, value: Upload): Promise<void> {
    this.records.delete(key);
    await this.file.set(key, value);
    this.remember(key, value);
  }

  async delete(key: string): Promise<void> {
    this.records.delete(key);
    await this.file.delete(key);
  }

  list(): Promise<string[]> {
    return this.file.list();
  }

  private remember(key: string, value: Upload): void {
    const { id, size, offset, metadata, creation_date } = value;
    this.records.set(key, { id, size, offset, metadata, creation_date });
    if (this.records.size > MAX_RECORDS) {
      const oldest = this.records.keys().next().value;
      if (oldest !== undefined) this.records.delete(oldest);
    }
  }
}
