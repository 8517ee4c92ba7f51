import type { Readable } from 'node:stream';

/**
 * Where finished files live (ARCHITECTURE: local disk now, object storage later). Keys
 * are made by the server (`audio/3f/3f2c….wav`), never from a customer's file name, and an
 * implementation refuses any key that would leave its root.
 */
export interface FileStorage {
  /**
   * Takes over a finished local file (a tus upload's bytes) under `key`: a rename on the
   * same disk, an upload for object storage. The local file is gone afterwards. A file
   * already under `key` is replaced (an import run again after a crash).
   */
  importFile(localPath: string, key: string): Promise<void>;
  /**
   * The stored bytes, or those from `range.start` to `range.end` (inclusive, as in HTTP
   * Range); rejects with `StoredFileMissingError` when there are none.
   */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The stored file's size and when it last changed, or undefined when there is none. */
  stat(key: string): Promise<StoredFileStat | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing file is not an error (removal may be retried). */
  remove(key: string): Promise<void>;
  /**
   * The keys of files last changed before `changedBefore` (for the sweep of files no row
   * points to, which leaves younger ones alone: they may be being saved right now).
   */
  listKeys(changedBefore: Date): AsyncIterable<string>;
  /**
   * The stored file's path on this machine's disk, for a reader that seeks or reads it in
   * place (the audio analysis); left out by object storage, where there is no such path.
   */
  localPath?(key: string): string;
}

/** Bytes `start` to `end`, both included (the last byte when `end` is left out). */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredFileStat {
  size: number;
  modified: Date;
}

export class StoredFileMissingError extends Error {
  constructor(key: string) {
    super(`No stored file for ${key}`);
    this.name = 'StoredFileMissingError';
  }
}

/** Lower-case letters, digits, dots, dashes and underscores in `/`-separated segments. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** A key that names a file inside the root: no `..`, no absolute path, no odd characters. */
export function isSafeStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((segment) => segment.includes('..'));
}
