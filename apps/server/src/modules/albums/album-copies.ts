import { randomUUID } from 'node:crypto';
import { priceAlbumOptions, FormatSchema, type Catalog } from '@vinyl/domain';
import type { AlbumPart } from './album-parts';
import type { AlbumRow, AlbumsRepository, Executor } from './albums.repository';
import { readAlbumOptions } from './albums.view';

interface CopyInput {
  albums: AlbumsRepository;
  parts: readonly AlbumPart[];
  catalog: Catalog;
  trx: Executor;
  userId: string;
  source: AlbumRow;
  now: string;
}

/**
 * The clone's options: the source's choices priced again with today's catalogue (the
 * server sets prices); when the catalogue no longer sells a choice they are copied as
 * they were, and the options step will ask for another.
 */
function clonedOptions(catalog: Catalog, source: AlbumRow, cloneId: string): string | null {
  const options = readAlbumOptions(source);
  const format = FormatSchema.safeParse(source.album_format);
  if (!options || !format.success) return source.album_options;
  const vinylsQuantity = options.vinyl?.vinylsQuantity ?? 1;
  const context = { format: format.data, vinylsQuantity, quantity: source.quantity };
  const priced = priceAlbumOptions(catalog, options, context);
  const result = priced.ok ? priced.value : options;
  const { vinyl } = result;
  return JSON.stringify({ ...result, ...(vinyl && { vinyl: { ...vinyl, album_id: cloneId } }) });
}

/**
 * Clone (spec 1 §2): a new in-progress album with the same choices and texts, and every
 * part (discs, then what hangs off them) copied onto it. Returns the new album's id.
 */
export async function copyAlbum({ albums, parts, catalog, trx, userId, source, now }: CopyInput) {
  const cloneId = randomUUID();
  await albums.insert(
    {
      ...source,
      id: cloneId,
      album_status: 'in_progress',
      album_options: clonedOptions(catalog, source, cloneId),
      // A clone is a new album in progress: nothing of the order's artwork check comes along.
      artwork_reopened: null,
      // Priced just now from today's catalogue: nothing to tell about the source's price.
      catalogue_version: null,
      price_changed: null,
      created_at: now,
      modified_at: now,
    },
    trx,
  );
  const ids = new Map([[source.id, cloneId]]);
  for (const part of parts) {
    await part.clone({ trx, userId, source, targetAlbumId: cloneId, now, ids });
  }
  return cloneId;
}

interface RemoveInput {
  albums: AlbumsRepository;
  parts: readonly AlbumPart[];
  albumId: string;
}

/**
 * Delete (spec 1 §2): the album and every part of it in one transaction, after `check`
 * passes inside it; file clean-up the parts ask for runs once the rows are gone.
 */
export async function removeAlbum(
  { albums, parts, albumId }: RemoveInput,
  check: (trx: Executor) => Promise<unknown>,
): Promise<void> {
  const afterCommit: (() => Promise<void>)[] = [];
  await albums.transaction(async (trx) => {
    await check(trx);
    for (const part of [...parts].reverse()) {
      await part.remove({ trx, albumId, afterCommit: (task) => afterCommit.push(task) });
    }
    await albums.remove(albumId, trx);
  });
  for (const task of afterCommit) await task();
}
