import type { DiscTracks } from '../audio/tracks';
import { withDiscDurations } from '../audio/with-tracks';
import type { Catalog } from '../catalogue/schema';
import { FORMATS, type Format, type VinylsQuantity } from '../catalogue/values';
import type { AlbumOptions } from '../options/album-options';
import { checkAlbumOptions } from '../options/option-checks';
import {
  calculateAlbumPrice,
  calculateOrderTotal,
  calculatePartPrices,
  type PartPrices,
} from './pricing';

/**
 * THE price of an album (spec 2 §9, spec 1 §9; decision 015). Every place that shows or
 * charges a price calls this one function: the web's summary box (with the tracks on the
 * screen), the summary page, and the server's albums PATCH, summary and checkout (with the
 * tracks it stores). So the box, the summary and the order can never disagree.
 */
export interface AlbumPriceInput {
  options: AlbumOptions | null | undefined;
  /** The album's format (album_format); anything else is "options missing". */
  format: string | null | undefined;
  /** Parsed copies, 1–30 (see `parseQuantity`): the price tiers follow it. */
  quantity: number;
  /**
   * The album's tracks per disc. When given they set each disc's sides and seconds, which
   * choose the vinyl's price band (a track on side B makes the disc two-sided).
   */
  discs?: readonly DiscTracks[] | undefined;
  /** The album's number of discs when not the options' own (the server keeps the stored one). */
  vinylsQuantity?: VinylsQuantity | undefined;
}

export interface AlbumPriced {
  ok: true;
  /** The options checked and priced from the catalogue (ids and prices set). */
  options: AlbumOptions;
  parts: PartPrices;
  /** Cents per copy: the sum of the parts. */
  unit: number;
  /** Cents for `quantity` copies. */
  total: number;
  quantity: number;
}

export interface AlbumNotPriced {
  ok: false;
  code: string;
  message: string;
  detail?: string;
  /** The options with the tracks' sides and seconds applied, not priced. */
  options: AlbumOptions | null;
}

export type AlbumPrice = AlbumPriced | AlbumNotPriced;

export const OPTIONS_MISSING = 'The disc options are not chosen';

/** Checks, prices and adds up an album (the only place a unit price is assembled). */
export function priceAlbum(catalog: Catalog, input: AlbumPriceInput): AlbumPrice {
  const base = input.options ?? null;
  const options = base && input.discs ? withDiscDurations(base, input.discs) : base;
  // A format check without the catalogue's schemas (decision 058): FormatSchema is z.enum(FORMATS).
  const format = FORMATS.find((known): known is Format => known === input.format);
  if (!options?.vinyl || !format) {
    return { ok: false, code: 'options_missing', message: OPTIONS_MISSING, options };
  }
  const vinylsQuantity = input.vinylsQuantity ?? options.vinyl.vinylsQuantity;
  const checked = checkAlbumOptions(catalog, options, {
    format,
    vinylsQuantity,
    quantity: input.quantity,
  });
  if (!checked.ok) return { ...checked, options };
  const unit = calculateAlbumPrice(checked.value);
  return {
    ok: true,
    options: checked.value,
    parts: calculatePartPrices(checked.value),
    unit,
    total: calculateOrderTotal(unit, input.quantity),
    quantity: input.quantity,
  };
}
