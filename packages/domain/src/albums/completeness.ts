import type { Catalog } from '../catalogue/schema';
import { NONE } from '../catalogue/values';
import type { AlbumOptions } from '../options/album-options';
import { hasOptionsForStep } from '../options/availability';
import { isDoubleAlbum } from '../options/double-album';

/**
 * "The chosen album options are complete" — guard rule 3 of spec 1 §2 (and spec 2 §2):
 * file-uploader opens only when every disc-options step has been saved with a part the
 * catalogue priced. Precisely:
 *
 * - vinyl is set, not None, and carries a product and a variant id (spec 2 §5: a vinyl
 *   the catalogue lacks does not save); a double also has vinyl2 with ids;
 * - label, inner sleeve, cover and outer sleeve are each set; a colour other than None
 *   carries its catalogue ids (None is always allowed, spec 2 §5);
 * - a double's cover, unless None, is a gatefold (spec 2 §5);
 * - when a catalogue is given, a step with no catalogue options for the format
 *   (spec 2 §2: skipped) does not need its part: vinyl step → vinyl and label, inner
 *   sleeve step → inner sleeve, cover step → cover and outer sleeve.
 */
export function isAlbumOptionsComplete(
  options: AlbumOptions | null | undefined,
  catalog?: Pick<Catalog, 'vinyls' | 'innerSleeves' | 'covers'>,
): boolean {
  if (!options) return false;
  const format = options.vinyl?.format;
  const skipped = (step: 'vinyl' | 'innerSleeve' | 'cover'): boolean =>
    catalog !== undefined && format !== undefined && !hasOptionsForStep(catalog, format, step);
  return (
    (skipped('vinyl') || (isVinylComplete(options) && isLabelComplete(options))) &&
    (skipped('innerSleeve') || isSleeveComplete(options.innerSleeve)) &&
    (skipped('cover') || (isCoverComplete(options) && isSleeveComplete(options.outerSleeve)))
  );
}

function isVinylComplete({ vinyl, vinyl2 }: AlbumOptions): boolean {
  if (!vinyl || vinyl.color === NONE) return false;
  if (vinyl.product_id === null || vinyl.variant_id === null) return false;
  if (vinyl.vinylsQuantity === 1) return true;
  return vinyl2 !== undefined && vinyl2.product_id !== null && vinyl2.variant_id !== null;
}

function isLabelComplete({ label }: AlbumOptions): boolean {
  if (!label) return false;
  return label.color === NONE || (label.product_id !== null && label.variant_id !== null);
}

function isSleeveComplete(sleeve: AlbumOptions['innerSleeve']): boolean {
  if (!sleeve) return false;
  return sleeve.color === NONE || sleeve.ids !== null;
}

function isCoverComplete(options: AlbumOptions): boolean {
  const { cover } = options;
  if (!cover) return false;
  if (cover.color === NONE) return true;
  return cover.ids !== null && (!isDoubleAlbum(options) || cover.gatefold === 'Yes');
}
