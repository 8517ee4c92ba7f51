import type { FileStorage } from '../storage/storage';
import type { StorageReferences } from '../storage/storage-references';

/**
 * How long a file must have been left unchanged before the sweeps may take it: far longer
 * than any finish (hashing and checking a 2 GB master takes seconds).
 */
export const SWEEP_GRACE_MS = 60 * 60_000;

/** Keys asked about at once (well under SQLite's and PostgreSQL's parameter limits). */
const BATCH = 200;

/**
 * Removes stored files that no row points to (issue 13 hole 5): what a crash left between
 * a file's move into storage and its row. Only files unchanged since `before` are looked
 * at, so a file whose row is being written right now is never taken.
 */
export async function sweepStorage(options: {
  storage: FileStorage;
  referencedKeys: StorageReferences;
  before: Date;
}): Promise<number> {
  const { storage, referencedKeys, before } = options;
  let removed = 0;
  let batch: string[] = [];
  const sweepBatch = async () => {
    const referenced = await referencedKeys(batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.remove(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const key of storage.listKeys(before)) {
    batch.push(key);
    if (batch.length === BATCH) await sweepBatch();
  }
  if (batch.length > 0) await sweepBatch();
  return removed;
}
