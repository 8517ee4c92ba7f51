import type { Catalog } from '../catalogue/schema';
import type { Format, VinylsQuantity } from '../catalogue/values';
import type {
  AlbumOptions,
  CoverOption,
  InnerSleeveOption,
  LabelOption,
  OuterSleeveOption,
  Vinyl2Option,
  VinylOption,
} from '../options/album-options';
import {
  selectCover,
  selectInnerSleeve,
  selectLabel,
  selectOuterSleeve,
  selectVinyl,
  type SelectionCode,
} from '../options/selection';
import { type Result, success } from '../shared/result';

/**
 * Prices album options from the catalogue. The server runs this before it saves,
 * checks out or submits (ARCHITECTURE: never trust the client's price); the web app
 * runs it when a step or the quantity changes. Quantity tiers depend on the album
 * quantity, so every part is selected again.
 */
export interface AlbumContext {
  format: Format;
  vinylsQuantity: VinylsQuantity;
  /** Parsed album quantity, 1–30 (see `parseQuantity`). */
  quantity: number;
}

type PartResult<T> = Result<T, SelectionCode>;

export function priceVinyl(
  catalog: Catalog,
  vinyl: VinylOption,
  context: AlbumContext,
): PartResult<VinylOption> {
  const priced = { ...vinyl, format: context.format, vinylsQuantity: context.vinylsQuantity };
  const result = selectVinyl(catalog, priced, context.quantity);
  if (!result.ok) return result;
  const { entry, price } = result.value;
  return success({
    ...priced,
    product_id: entry?.pid ?? null,
    variant_id: entry?.vid ?? null,
    price,
    quantity: context.quantity,
  });
}

/** The second disc shares the first disc's colour, thickness and hole. */
export function priceVinyl2(
  catalog: Catalog,
  vinyl: VinylOption,
  vinyl2: Vinyl2Option,
  context: AlbumContext,
): PartResult<Vinyl2Option> {
  const choice = {
    ...vinyl,
    format: context.format,
    sides: vinyl2.sides,
    duration: vinyl2.duration,
  };
  const result = selectVinyl(catalog, choice, context.quantity);
  if (!result.ok) return result;
  const { entry, price } = result.value;
  return success({
    ...vinyl2,
    product_id: entry?.pid ?? null,
    variant_id: entry?.vid ?? null,
    price,
  });
}

export function priceLabel(
  catalog: Catalog,
  label: LabelOption,
  context: AlbumContext,
): PartResult<LabelOption> {
  const result = selectLabel(catalog, label.color, context.quantity, context.vinylsQuantity);
  if (!result.ok) return result;
  const { entry, price } = result.value;
  return success({
    ...label,
    product_id: entry?.ids.pid ?? null,
    variant_id: entry?.ids.vid ?? null,
    price,
  });
}

export function priceCover(
  catalog: Catalog,
  cover: CoverOption,
  context: AlbumContext,
): PartResult<CoverOption> {
  const { format, vinylsQuantity, quantity } = context;
  const result = selectCover(catalog, format, cover, vinylsQuantity, quantity);
  if (!result.ok) return result;
  return success({ ...cover, ids: result.value.entry?.ids ?? null, price: result.value.price });
}

export function priceInnerSleeve(
  catalog: Catalog,
  sleeve: InnerSleeveOption,
  context: AlbumContext,
): PartResult<InnerSleeveOption> {
  const needed = context.quantity * context.vinylsQuantity;
  const result = selectInnerSleeve(catalog, context.format, sleeve.color, needed);
  if (!result.ok) return result;
  return success({ ...sleeve, ids: result.value.entry?.ids ?? null, price: result.value.price });
}

export function priceOuterSleeve(
  catalog: Catalog,
  sleeve: OuterSleeveOption,
  context: AlbumContext,
): PartResult<OuterSleeveOption> {
  const result = selectOuterSleeve(catalog, context.format, sleeve.color, context.quantity);
  if (!result.ok) return result;
  return success({ ...sleeve, ids: result.value.entry?.ids ?? null, price: result.value.price });
}

const DEFAULT_VINYL2: Vinyl2Option = {
  sides: 1,
  duration: 0,
  product_id: null,
  variant_id: null,
  price: 0,
};

function priceDiscs(
  catalog: Catalog,
  options: AlbumOptions,
  context: AlbumContext,
): Result<Pick<AlbumOptions, 'vinyl' | 'vinyl2'>, SelectionCode> {
  if (!options.vinyl) return success({});
  const vinyl = priceVinyl(catalog, options.vinyl, context);
  if (!vinyl.ok) return vinyl;
  if (context.vinylsQuantity === 1) return success({ vinyl: vinyl.value });
  const vinyl2 = priceVinyl2(catalog, vinyl.value, options.vinyl2 ?? DEFAULT_VINYL2, context);
  if (!vinyl2.ok) return vinyl2;
  return success({ vinyl: vinyl.value, vinyl2: vinyl2.value });
}

function pricePackaging(
  catalog: Catalog,
  options: AlbumOptions,
  context: AlbumContext,
): Result<Pick<AlbumOptions, 'label' | 'innerSleeve' | 'cover' | 'outerSleeve'>, SelectionCode> {
  const label = options.label && priceLabel(catalog, options.label, context);
  if (label && !label.ok) return label;
  const innerSleeve =
    options.innerSleeve && priceInnerSleeve(catalog, options.innerSleeve, context);
  if (innerSleeve && !innerSleeve.ok) return innerSleeve;
  const cover = options.cover && priceCover(catalog, options.cover, context);
  if (cover && !cover.ok) return cover;
  const outerSleeve =
    options.outerSleeve && priceOuterSleeve(catalog, options.outerSleeve, context);
  if (outerSleeve && !outerSleeve.ok) return outerSleeve;
  return success({
    ...(label && { label: label.value }),
    ...(innerSleeve && { innerSleeve: innerSleeve.value }),
    ...(cover && { cover: cover.value }),
    ...(outerSleeve && { outerSleeve: outerSleeve.value }),
  });
}

/**
 * Prices every group that is set; the first part the catalogue cannot supply fails the
 * whole (spec 2 §5: the step does not save). A single drops vinyl2; a double gets one.
 */
export function priceAlbumOptions(
  catalog: Catalog,
  options: AlbumOptions,
  context: AlbumContext,
): Result<AlbumOptions, SelectionCode> {
  const discs = priceDiscs(catalog, options, context);
  if (!discs.ok) return discs;
  const packaging = pricePackaging(catalog, options, context);
  if (!packaging.ok) return packaging;
  const { vinyl: _vinyl, vinyl2: _vinyl2, ...rest } = options;
  return success({ ...rest, ...discs.value, ...packaging.value });
}
