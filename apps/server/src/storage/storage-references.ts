import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Which storage keys a row points to, for the sweep of files nobody can reach (issue 13
 * hole 5). Every column that holds a storage key is read here: a new one must be added,
 * or the sweep would take its files for orphans.
 */
export function createStorageReferences(db: Kysely<Database>) {
  return async function referencedKeys(keys: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    if (keys.length === 0) return found;
    const playable = playableCopiesOf(keys);
    const lists = await Promise.all([
      // A playable copy (decision 036) has no row: it is kept while audio of its content is.
      playable.size === 0
        ? []
        : db
            .selectFrom('audio')
            .select('sha256')
            .where('sha256', 'in', [...playable.keys()])
            .execute()
            .then((rows) => rows.map((row) => ({ key: playable.get(row.sha256) ?? null }))),
      db
        .selectFrom('audio')
        .select('storage_key as key')
        .where('storage_key', 'in', keys)
        .execute(),
      db
        .selectFrom('files')
        .select('storage_key as key')
        .where('storage_key', 'in', keys)
        .execute(),
      db
        .selectFrom('files')
        .select('thumbnail_key as key')
        .where('thumbnail_key', 'in', keys)
        .execute(),
      // An audio content's waveform peaks (issue 19).
      db
        .selectFrom('audio_analyses')
        .select('peaks_key as key')
        .where('peaks_key', 'in', keys)
        .execute(),
      // The designer's images (issue 16): the original, its preview and its print copy.
      ...(['storage_key', 'preview_key', 'print_key'] as const).map((column) =>
        db
          .selectFrom('design_images')
          .select(`${column} as key`)
          .where(column, 'in', keys)
          .execute(),
      ),
    ]);
    for (const row of lists.flat()) if (row.key) found.add(row.key);
    return found;
  };
}

/** `playable/<2>/<sha256>.flac` keys (`playableKeyOf` in the audio module) by their SHA-256. */
function playableCopiesOf(keys: readonly string[]): Map<string, string> {
  const bySha = new Map<string, string>();
  for (const key of keys) {
    const sha = /^playable\/[0-9a-f]{2}\/([0-9a-f]{64})\.flac$/.exec(key)?.[1];
    if (sha) bySha.set(sha, key);
  }
  return bySha;
}

export type StorageReferences = ReturnType<typeof createStorageReferences>;
