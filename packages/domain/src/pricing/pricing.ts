import { PICTURE_DISC, PRINTED, type VinylsQuantity } from '../catalogue/values';
import type { AlbumOptions } from '../options/album-options';
import { isDoubleAlbum } from '../options/double-album';

/**
 * Price rules of spec 2 §9, in integer cents. The parts carry the prices the
 * catalogue selection gave them (see `priceAlbumOptions`).
 */
type PricedParts = Pick<
  AlbumOptions,
  'vinyl' | 'vinyl2' | 'label' | 'innerSleeve' | 'cover' | 'outerSleeve'
>;

/**
 * Unit price of an album: the sum of the prices of vinyl, vinyl2, cover, label, inner
 * sleeve and outer sleeve that are set; for two discs label and inner sleeve count
 * twice (one per disc).
 */
export function calculateAlbumPrice(options: PricedParts): number {
  const parts = calculatePartPrices(options);
  return parts.vinyl + parts.label + parts.innerSleeve + parts.cover + parts.outerSleeve;
}

/** What each choice adds to the unit price: both discs, and a label and inner sleeve per disc. */
export interface PartPrices {
  vinyl: number;
  label: number;
  innerSleeve: number;
  cover: number;
  outerSleeve: number;
}

/**
 * The unit price split by disc-options part (the same rules as `calculateAlbumPrice`); the
 * number of discs comes from the vinyl group unless given.
 */
export function calculatePartPrices(
  options: PricedParts,
  vinylsQuantity: VinylsQuantity = isDoubleAlbum(options) ? 2 : 1,
): PartPrices {
  const perDisc = vinylsQuantity;
  return {
    vinyl: calculateVinylPriceTotal(options),
    label: perDisc * (options.label?.price ?? 0),
    innerSleeve: perDisc * (options.innerSleeve?.price ?? 0),
    cover: options.cover?.price ?? 0,
    outerSleeve: options.outerSleeve?.price ?? 0,
  };
}

/** Vinyl price total: vinyl plus vinyl2. */
export function calculateVinylPriceTotal(options: Pick<AlbumOptions, 'vinyl' | 'vinyl2'>): number {
  return (options.vinyl?.price ?? 0) + (options.vinyl2?.price ?? 0);
}

/** Number of sides: the sides of vinyl (default 1) plus those of vinyl2 (default 0). */
export function calculateNumberOfSides(options: Pick<AlbumOptions, 'vinyl' | 'vinyl2'>): number {
  return (options.vinyl?.sides ?? 1) + (options.vinyl2?.sides ?? 0);
}

/** Order total = unit price × quantity (spec 1 §9), in cents. */
export function calculateOrderTotal(unitPrice: number, quantity: number): number {
  return unitPrice * quantity;
}

/**
 * An album needs printing if the cover, label or inner sleeve is printed, or the vinyl
 * is a picture disc (spec 2 §9).
 */
export function needsPrinting(
  options: Pick<AlbumOptions, 'vinyl' | 'label' | 'innerSleeve' | 'cover'>,
): boolean {
  return (
    options.cover?.color === PRINTED ||
    options.label?.color === PRINTED ||
    options.innerSleeve?.color === PRINTED ||
    options.vinyl?.color === PICTURE_DISC
  );
}
