import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isSafeStorageKey, StoredFileMissingError, type FileStorage } from './storage';

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/** Flushes a file (or a folder's entries) to the disk. */
async function syncPath(target: string): Promise<void> {
  const handle = await fs.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Files on the local disk under one root (`DATA_DIR/files`). Every key is checked and
 * resolved inside the root, so no file is ever read or written outside it.
 */
export function createLocalStorage(root: string): FileStorage & { pathOf(key: string): string } {
  const base = path.resolve(root);

  function pathOf(key: string): string {
    const resolved = path.resolve(base, key);
    if (!isSafeStorageKey(key) || !resolved.startsWith(base + path.sep)) {
      throw new Error(`Refused storage key ${JSON.stringify(key)}`);
    }
    return resolved;
  }

  return {
    pathOf,
    localPath: pathOf,
    async importFile(localPath, key) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.rename(localPath, target);
      } catch (error) {
        // Another disk (a mounted DATA_DIR/files): copy, then drop the original.
        if (!isCode(error, 'EXDEV')) throw error;
        await fs.copyFile(localPath, target);
        await fs.unlink(localPath);
      }
      // The audio row is saved next: its file must be on the disk first, so a crash never
      // leaves a row pointing at bytes that were only in memory.
      await syncPath(target);
      await syncPath(path.dirname(target)).catch(() => undefined);
    },
    async read(key, range) {
      const target = pathOf(key);
      const stream: Readable = createReadStream(target, range && { ...range });
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (error) =>
          reject(isCode(error, 'ENOENT') ? new StoredFileMissingError(key) : error),
        );
      });
      return stream;
    },
    async stat(key) {
      try {
        const stats = await fs.stat(pathOf(key));
        return stats.isFile() ? { size: stats.size, modified: stats.mtime } : undefined;
      } catch (error) {
        if (isCode(error, 'ENOENT')) return undefined;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await fs.stat(pathOf(key))).isFile();
      } catch (error) {
        if (isCode(error, 'ENOENT')) return false;
        throw error;
      }
    },
    async *listKeys(changedBefore) {
      const entries = await fs
        .readdir(base, { recursive: true, withFileTypes: true })
        .catch((error: unknown) => {
          if (isCode(error, 'ENOENT')) return [];
          throw error;
        });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(base, file).split(path.sep).join('/');
        if (!isSafeStorageKey(key)) continue;
        const stats = await fs.stat(file).catch(() => undefined);
        // ctime too: a rename or a link into storage keeps the bytes' older mtime.
        if (stats && Math.max(stats.mtimeMs, stats.ctimeMs) < changedBefore.getTime()) yield key;
      }
    },
    async remove(key) {
      try {
        await fs.unlink(pathOf(key));
      } catch (error) {
        if (!isCode(error, 'ENOENT')) throw error;
      }
    },
  };
}
