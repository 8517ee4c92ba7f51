import type { Catalog } from '../catalogue/schema';
import { type Format, NONE, PICTURE_DISC, type VinylsQuantity } from '../catalogue/values';
import { type AlbumContext, priceAlbumOptions } from '../pricing/reprice';
import {
  BIG_HOLE_7_INCH_ONLY,
  BIG_HOLE_NOT_ON_PICTURE_DISC,
  DOUBLE_NEEDS_GATEFOLD,
  GATEFOLD_HAS_NO_CENTRAL_HOLE,
  LABEL_NOT_FOUND,
  VINYL_NOT_FOUND,
} from '../shared/messages';
import { failure, type Result, success } from '../shared/result';
import type { AlbumOptions, CoverOption, OuterSleeveOption, VinylOption } from './album-options';
import {
  isLabelColourAvailable,
  isVinylColourAvailable,
  listHoles,
  listThicknesses,
} from './availability';
import type { SelectionCode } from './selection';

/**
 * The whole disc-options set checked against the catalogue before it is saved (spec 2 §4,
 * §5, §9). The server runs it on every PATCH (ARCHITECTURE: never trust the client's
 * options or prices); the options screen runs it before it saves, so both refuse the
 * same choices with the same reason. Nothing impossible is quietly changed into
 * something else: it fails with a code. Only what the spec says is recomputed is:
 * prices and ids, and the outer sleeve after the cover.
 */
export type OptionCheckCode =
  | SelectionCode
  | 'big_hole_not_available'
  | 'big_hole_picture_disc'
  | 'gatefold_central_hole'
  | 'double_needs_gatefold';

export type OptionCheckResult<T> = Result<T, OptionCheckCode>;

const listed = (values: readonly (string | number)[]) => values.join(' or ');

/** Colour, thickness and hole must be a disc the catalogue makes in the format. */
export function checkVinylLook(
  catalog: Pick<Catalog, 'vinyls'>,
  format: Format,
  vinyl: VinylOption,
): OptionCheckResult<VinylOption> {
  const { color, thickness, hole } = vinyl;
  if (color === NONE) return success({ ...vinyl, thickness: null, hole: null });
  if (!isVinylColourAvailable(catalog, format, color)) {
    return failure('vinyl_not_found', VINYL_NOT_FOUND, `${color} is not made in ${format} inch`);
  }
  if (hole === 'big' && format !== '7') {
    return failure('big_hole_not_available', BIG_HOLE_7_INCH_ONLY);
  }
  if (hole === 'big' && color === PICTURE_DISC) {
    return failure('big_hole_picture_disc', BIG_HOLE_NOT_ON_PICTURE_DISC);
  }
  const thicknesses = listThicknesses(catalog, format, color);
  if (thickness === null || !thicknesses.includes(thickness)) {
    const detail = `${color} is made ${listed(thicknesses)} mm thick in ${format} inch`;
    return failure('vinyl_not_found', VINYL_NOT_FOUND, detail);
  }
  const holes = listHoles(catalog, format, color, thickness);
  const holeFits = hole === null ? holes.length === 0 : holes.includes(hole);
  if (!holeFits) {
    const detail =
      holes.length === 0
        ? `${color} at ${thickness} mm has no hole to choose`
        : `${color} at ${thickness} mm comes with the ${listed(holes)} hole`;
    return failure('vinyl_not_found', VINYL_NOT_FOUND, detail);
  }
  return success(vinyl);
}

/** A double needs a gatefold cover; a gatefold has no central hole (spec 2 §4, §5). */
export function checkCoverShape(
  cover: CoverOption,
  vinylsQuantity: VinylsQuantity,
): OptionCheckResult<CoverOption> {
  if (cover.color === NONE) return success({ ...cover, finishing: null, central_hole: 'No' });
  if (vinylsQuantity === 2 && cover.gatefold !== 'Yes') {
    return failure('double_needs_gatefold', DOUBLE_NEEDS_GATEFOLD);
  }
  if (cover.gatefold === 'Yes' && cover.central_hole === 'Yes') {
    return failure('gatefold_central_hole', GATEFOLD_HAS_NO_CENTRAL_HOLE);
  }
  return success(cover);
}

/**
 * Saving a cover resets and recomputes the outer sleeve (spec 2 §4): no cover, no outer
 * sleeve; else the chosen colour, priced again (a colour the catalogue lacks fails).
 */
export function resetOuterSleeve(
  cover: Pick<CoverOption, 'color'> | undefined,
  requested: OuterSleeveOption | undefined,
): OuterSleeveOption | undefined {
  if (!cover) return requested;
  const color = cover.color === NONE ? NONE : (requested?.color ?? NONE);
  return { color, ids: null, price: 0 };
}

function checkLabel(catalog: Pick<Catalog, 'labels'>, options: AlbumOptions) {
  const color = options.label?.color;
  if (color === undefined || isLabelColourAvailable(catalog, color)) return success(undefined);
  return failure('label_not_found', LABEL_NOT_FOUND, `${color} labels are not made`);
}

/**
 * Checks every group that is set and prices the set from the catalogue at the album's
 * format, discs and quantity. The first impossible choice fails the whole set.
 */
export function checkAlbumOptions(
  catalog: Catalog,
  options: AlbumOptions,
  context: AlbumContext,
): OptionCheckResult<AlbumOptions> {
  const vinyl = options.vinyl && checkVinylLook(catalog, context.format, options.vinyl);
  if (vinyl && !vinyl.ok) return vinyl;
  const label = checkLabel(catalog, options);
  if (!label.ok) return label;
  const cover = options.cover && checkCoverShape(options.cover, context.vinylsQuantity);
  if (cover && !cover.ok) return cover;
  const outerSleeve = resetOuterSleeve(cover?.value, options.outerSleeve);
  return priceAlbumOptions(
    catalog,
    {
      ...options,
      ...(vinyl && { vinyl: vinyl.value }),
      ...(cover && { cover: cover.value }),
      ...(outerSleeve && { outerSleeve }),
    },
    context,
  );
}
