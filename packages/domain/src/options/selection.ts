import type { Catalog, CoverEntry, LabelEntry, SleeveEntry, VinylEntry } from '../catalogue/schema';
import { type Format, type Hole, NONE, type VinylsQuantity, type YesNo } from '../catalogue/values';
import { eurosToCents } from '../pricing/money';
import {
  COVER_NOT_FOUND,
  INNER_SLEEVE_NOT_FOUND,
  LABEL_NOT_FOUND,
  OUTER_SLEEVE_NOT_FOUND,
  VINYL_NOT_FOUND,
} from '../shared/messages';
import { failure, type Result, success } from '../shared/result';

/**
 * Catalogue selection, exactly as spec 2 §5 "Catalogue selection". Every selector
 * returns the chosen entry (null for "None", which is always allowed and free) and its
 * price in cents, or a typed failure the step shows instead of saving.
 */
export type Selection<E> = { entry: E | null; price: number };
export type SelectionCode =
  | 'vinyl_not_found'
  | 'label_not_found'
  | 'cover_not_found'
  | 'inner_sleeve_not_found'
  | 'outer_sleeve_not_found';
export type SelectionResult<E> = Result<Selection<E>, SelectionCode>;

const NOTHING = success({ entry: null, price: 0 });

/** Among entries whose threshold q is at or below the quantity, the highest q wins. */
export function selectByQuantity<E extends { q: number }>(
  entries: readonly E[],
  quantity: number,
): E | undefined {
  let best: E | undefined;
  for (const entry of entries) {
    if (entry.q <= quantity && (best === undefined || entry.q > best.q)) best = entry;
  }
  return best;
}

/**
 * The duration used for matching bands: whole seconds (rounded up, so 600.4 s is
 * never priced as 600 s), capped to the highest `max` so an over-long disc still
 * finds the top band; the side limits refuse it elsewhere.
 */
export function capDuration(duration: number, entries: readonly { max: number }[]): number {
  const highest = Math.max(0, ...entries.map((entry) => entry.max));
  return Math.min(Math.ceil(Math.max(0, duration)), highest);
}

/** A variant is usable unless the inventory lists fewer pieces than needed. */
export function hasStock(
  catalog: Pick<Catalog, 'inventory'>,
  vid: number,
  needed: number,
): boolean {
  const stock = catalog.inventory.find((entry) => entry.vid === vid);
  return stock === undefined || stock.available >= needed;
}

export interface VinylChoice {
  format: Format;
  color: string;
  thickness: number | null;
  hole: Hole | null;
  sides: 1 | 2;
  /** Seconds of music on the disc, both sides. */
  duration: number;
}

export function selectVinyl(
  catalog: Pick<Catalog, 'vinyls' | 'inventory'>,
  choice: VinylChoice,
  quantity: number,
): SelectionResult<VinylEntry> {
  if (choice.color === NONE) return NOTHING;
  const candidates = catalog.vinyls.filter(
    (entry) =>
      entry.f === choice.format &&
      entry.c === choice.color &&
      entry.t === choice.thickness &&
      entry.h === choice.hole &&
      entry.s === choice.sides &&
      hasStock(catalog, entry.vid, quantity),
  );
  const duration = capDuration(choice.duration, candidates);
  const inBand = candidates.filter((entry) => entry.min <= duration && duration <= entry.max);
  const entry = selectByQuantity(inBand, quantity);
  if (!entry) return failure('vinyl_not_found', VINYL_NOT_FOUND);
  return success({ entry, price: eurosToCents(entry.p) });
}

/** Label quantity is album quantity times number of vinyls (spec 2 §5). */
export function labelQuantity(albumQuantity: number, vinylsQuantity: VinylsQuantity): number {
  return albumQuantity * vinylsQuantity;
}

export function selectLabel(
  catalog: Pick<Catalog, 'labels' | 'inventory'>,
  color: string,
  albumQuantity: number,
  vinylsQuantity: VinylsQuantity,
): SelectionResult<LabelEntry> {
  if (color === NONE) return NOTHING;
  const quantity = labelQuantity(albumQuantity, vinylsQuantity);
  const candidates = catalog.labels.filter(
    (entry) => entry.c === color && hasStock(catalog, entry.ids.vid, quantity),
  );
  const entry = selectByQuantity(candidates, quantity);
  if (!entry) return failure('label_not_found', LABEL_NOT_FOUND);
  return success({ entry, price: eurosToCents(entry.p) });
}

export interface CoverChoice {
  color: string;
  finishing: string | null;
  central_hole: YesNo;
  gatefold: YesNo;
}

/** A double needs a gatefold cover: gatefold No is not offered for doubles (spec 2 §5). */
export function selectCover(
  catalog: Pick<Catalog, 'covers' | 'inventory'>,
  format: Format,
  choice: CoverChoice,
  vinylsQuantity: VinylsQuantity,
  quantity = 1,
): SelectionResult<CoverEntry> {
  if (choice.color === NONE) return NOTHING;
  const entry = catalog.covers.find(
    (candidate) =>
      candidate.f === format &&
      candidate.c === choice.color &&
      candidate.fin === choice.finishing &&
      candidate.c_h === choice.central_hole &&
      candidate.g === choice.gatefold &&
      (vinylsQuantity === 1 || candidate.g === 'Yes') &&
      hasStock(catalog, candidate.ids.vid, quantity),
  );
  if (!entry) return failure('cover_not_found', COVER_NOT_FOUND);
  return success({ entry, price: eurosToCents(entry.p) });
}

function selectSleeve(
  catalog: Pick<Catalog, 'inventory'>,
  list: readonly SleeveEntry[],
  format: Format,
  color: string,
  needed: number,
): SleeveEntry | undefined {
  return list.find(
    (entry) => entry.f === format && entry.c === color && hasStock(catalog, entry.ids.vid, needed),
  );
}

/** One inner sleeve per disc. */
export function selectInnerSleeve(
  catalog: Pick<Catalog, 'innerSleeves' | 'inventory'>,
  format: Format,
  color: string,
  needed = 1,
): SelectionResult<SleeveEntry> {
  if (color === NONE) return NOTHING;
  const entry = selectSleeve(catalog, catalog.innerSleeves, format, color, needed);
  if (!entry) return failure('inner_sleeve_not_found', INNER_SLEEVE_NOT_FOUND);
  return success({ entry, price: eurosToCents(entry.p) });
}

export function selectOuterSleeve(
  catalog: Pick<Catalog, 'outerSleeves' | 'inventory'>,
  format: Format,
  color: string,
  needed = 1,
): SelectionResult<SleeveEntry> {
  if (color === NONE) return NOTHING;
  const entry = selectSleeve(catalog, catalog.outerSleeves, format, color, needed);
  if (!entry) return failure('outer_sleeve_not_found', OUTER_SLEEVE_NOT_FOUND);
  return success({ entry, price: eurosToCents(entry.p) });
}
