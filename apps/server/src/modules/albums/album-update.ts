import {
  applyProgress,
  isAlbumProgress,
  parseQuantity,
  priceAlbum,
  type AlbumOptions,
  type AlbumProgress,
  type Catalog,
  type DiscTracks,
} from '@vinyl/domain';
import { UnprocessableError } from '../../http/errors';
import { requireFormat, requireRpm } from './album-rules';
import type { AlbumChanges, AlbumRow } from './albums.repository';
import { readAlbumOptions, readExtra } from './albums.view';

/** The attributes a customer may change (spec 2 §7 PATCH albums/{id}); others are refused. */
export interface AlbumPatch {
  title?: string | null | undefined;
  author?: string | null | undefined;
  description?: string | null | undefined;
  extra?: { label_text?: string | null | undefined } | undefined;
  album_options?: AlbumOptions | undefined;
  album_rpm?: string | undefined;
  album_progress?: AlbumProgress | undefined;
  album_status?: 'in_progress' | 'done' | undefined;
  quantity?: number | undefined;
}

/** Blank texts are stored as "not given". */
function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The whole option set is checked against the catalogue with the domain's rules and
 * priced by the server at the album's format, discs and quantity (ARCHITECTURE: never
 * trust the client's options or prices). A group the patch leaves out keeps its stored
 * value. An impossible combination is refused with the reason (spec 2 §5 "Vinyl not found
 * in catalog!!": the step does not save).
 */
function checkOptions(
  catalog: Catalog,
  album: AlbumRow,
  options: AlbumOptions,
  quantity: number,
  discs: readonly DiscTracks[] | undefined,
): AlbumOptions {
  const format = requireFormat(catalog, album.album_format ?? '');
  const current = readAlbumOptions(album);
  // The vinyl's price band follows the stored tracks, not the sides and seconds sent; the
  // number of discs is the stored one (decision 015: one priceAlbum for every price).
  const priced = priceAlbum(catalog, {
    options: { ...current, ...options },
    format,
    quantity,
    discs,
    vinylsQuantity: current?.vinyl?.vinylsQuantity ?? 1,
  });
  if (!priced.ok) throw new UnprocessableError(priced.code, priced.message, priced.detail);
  const { vinyl } = priced.options;
  return { ...priced.options, ...(vinyl && { vinyl: { ...vinyl, album_id: album.id } }) };
}

/** The row changes a patch makes, every rule applied (spec 2 §4, §5, §7). */
export function albumChanges(
  catalog: Catalog,
  album: AlbumRow,
  patch: AlbumPatch,
  /** The album's stored tracks per disc, when the options are priced again. */
  discs?: readonly DiscTracks[],
): AlbumChanges {
  const changes: AlbumChanges = {};
  const title = text(patch.title);
  if (title !== undefined) changes.title = title;
  const author = text(patch.author);
  if (author !== undefined) changes.author = author;
  const description = text(patch.description);
  if (description !== undefined) changes.description = description;
  if (patch.extra) changes.extra = JSON.stringify({ ...readExtra(album), ...patch.extra });
  if (patch.album_progress) {
    // Progress only moves forward: an earlier step is ignored, not refused (spec 2 §4).
    const current = isAlbumProgress(album.album_progress) ? album.album_progress : undefined;
    changes.album_progress = applyProgress(current, patch.album_progress);
  }
  if (patch.album_status) changes.album_status = patch.album_status;
  if (patch.album_rpm !== undefined) {
    changes.album_rpm = requireRpm(
      catalog,
      requireFormat(catalog, album.album_format ?? ''),
      patch.album_rpm,
    );
  }
  const quantity = patch.quantity === undefined ? album.quantity : parseQuantity(patch.quantity);
  if (patch.quantity !== undefined) changes.quantity = quantity;
  // A new quantity can change the price tier of every part: price them again.
  const options =
    patch.album_options ?? (patch.quantity !== undefined ? readAlbumOptions(album) : null);
  if (options)
    changes.album_options = JSON.stringify(checkOptions(catalog, album, options, quantity, discs));
  return changes;
}
