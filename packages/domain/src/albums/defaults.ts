import type { Catalog } from '../catalogue/schema';
import { type Format, NONE, PRINTED, type VinylsQuantity } from '../catalogue/values';
import type {
  AlbumOptions,
  CoverOption,
  InnerSleeveOption,
  LabelOption,
  OuterSleeveOption,
  Vinyl2Option,
  VinylOption,
} from '../options/album-options';
import { hasOptionsForStep } from '../options/availability';
import { resolveCover, resolveVinylLook } from '../options/option-rules';
import {
  type AlbumContext,
  priceCover,
  priceInnerSleeve,
  priceLabel,
  priceOuterSleeve,
  priceVinyl,
  priceVinyl2,
} from '../pricing/reprice';
import type { Result } from '../shared/result';

/**
 * Defaults of spec 2 §9: vinyl black, thickness 2.0, hole standard, white label,
 * printed cover, gatefold No for a single and Yes for a double, inner sleeve white,
 * outer sleeve None. Finishing and the fallbacks come from the catalogue; a step with no
 * catalogue options for the format (skipped, spec 2 §2) leaves its part out (None). Each part is
 * priced when the catalogue has it; a part it lacks stays unpriced (ids null), which
 * `isAlbumOptionsComplete` reports.
 */
export const DEFAULT_OPTION_VALUES = {
  vinylColor: 'Black',
  thickness: 2,
  hole: 'standard',
  labelColor: 'White',
  coverColor: PRINTED,
  innerSleeveColor: 'White',
  outerSleeveColor: NONE,
} as const;

const orUnpriced = <T>(result: Result<T>, unpriced: T): T => (result.ok ? result.value : unpriced);

export interface DefaultOptionsSettings {
  quantity?: number;
  albumId?: string | null;
}

function defaultDiscs(
  catalog: Catalog,
  context: AlbumContext,
  albumId: string | null,
): Pick<AlbumOptions, 'vinyl' | 'vinyl2'> {
  const { format, vinylsQuantity, quantity } = context;
  const look = resolveVinylLook(catalog, format, {
    color: DEFAULT_OPTION_VALUES.vinylColor,
    thickness: DEFAULT_OPTION_VALUES.thickness,
    hole: DEFAULT_OPTION_VALUES.hole,
  });
  const unpriced: VinylOption = {
    format,
    ...look,
    vinylsQuantity,
    sides: 1,
    duration: 0,
    product_id: null,
    variant_id: null,
    price: 0,
    album_id: albumId,
    quantity,
  };
  const vinyl = orUnpriced(priceVinyl(catalog, unpriced, context), unpriced);
  if (vinylsQuantity === 1) return { vinyl };
  const unpriced2: Vinyl2Option = {
    sides: 1,
    duration: 0,
    product_id: null,
    variant_id: null,
    price: 0,
  };
  return { vinyl, vinyl2: orUnpriced(priceVinyl2(catalog, vinyl, unpriced2, context), unpriced2) };
}

function defaultPackaging(
  catalog: Catalog,
  context: AlbumContext,
): Pick<AlbumOptions, 'label' | 'innerSleeve' | 'cover' | 'outerSleeve'> {
  const label: LabelOption = {
    color: DEFAULT_OPTION_VALUES.labelColor,
    product_id: null,
    variant_id: null,
    price: 0,
  };
  // A step the catalogue has nothing for is skipped (spec 2 §2): its part is left out.
  const offers = (step: 'innerSleeve' | 'cover') =>
    hasOptionsForStep(catalog, context.format, step);
  const innerSleeve: InnerSleeveOption = {
    color: offers('innerSleeve') ? DEFAULT_OPTION_VALUES.innerSleeveColor : NONE,
    ids: null,
    price: 0,
  };
  const cover: CoverOption = resolveCover(
    catalog,
    context.format,
    {
      color: offers('cover') ? DEFAULT_OPTION_VALUES.coverColor : NONE,
      finishing: null,
      central_hole: 'No',
      gatefold: 'No',
      ids: null,
      price: 0,
    },
    context.vinylsQuantity,
  );
  const outerSleeve: OuterSleeveOption = { color: NONE, ids: null, price: 0 };
  return {
    label: orUnpriced(priceLabel(catalog, label, context), label),
    innerSleeve: orUnpriced(priceInnerSleeve(catalog, innerSleeve, context), innerSleeve),
    cover: orUnpriced(priceCover(catalog, cover, context), cover),
    outerSleeve: orUnpriced(priceOuterSleeve(catalog, outerSleeve, context), outerSleeve),
  };
}

/** Default album options for a new album of a format, priced at the album quantity. */
export function createDefaultAlbumOptions(
  format: Format,
  vinylsQuantity: VinylsQuantity,
  catalog: Catalog,
  { quantity = 1, albumId = null }: DefaultOptionsSettings = {},
): AlbumOptions {
  const context: AlbumContext = { format, vinylsQuantity, quantity };
  return {
    ...defaultDiscs(catalog, context, albumId),
    ...defaultPackaging(catalog, context),
    tracks: { number: 0, duration: 0, exceeded: false },
  };
}
