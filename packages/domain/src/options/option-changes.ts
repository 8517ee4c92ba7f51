import type { Catalog } from '../catalogue/schema';
import { type Hole, NONE, type YesNo } from '../catalogue/values';
import { calculatePartPrices, type PartPrices } from '../pricing/pricing';
import type { AlbumContext } from '../pricing/reprice';
import { success } from '../shared/result';
import type { AlbumOptions, CoverOption, VinylOption } from './album-options';
import { type OptionCheckResult, checkAlbumOptions } from './option-checks';
import {
  applyCentralHole,
  applyCoverColour,
  applyGatefold,
  applyVinylColour,
  resolveCover,
  resolveVinylLook,
} from './option-rules';

/**
 * One choice on the disc-options screen (spec 2 §2) and what it does to the album
 * options, with the transitions of spec 2 §4 applied: a vinyl colour adjusts thickness
 * and hole, gatefold Yes forces the cover's hole to No, a cover colour keeps what it can.
 */
export type OptionChange =
  | { part: 'vinylColour'; value: string }
  | { part: 'thickness'; value: number }
  | { part: 'hole'; value: Hole }
  | { part: 'label'; value: string }
  | { part: 'innerSleeve'; value: string }
  | { part: 'coverColour'; value: string }
  | { part: 'finishing'; value: string }
  | { part: 'centralHole'; value: YesNo }
  | { part: 'gatefold'; value: YesNo }
  | { part: 'outerSleeve'; value: string };

export type OptionPart = OptionChange['part'];

/** The priced part a choice changes. */
export function pricedPartOf(part: OptionPart): keyof PartPrices {
  if (part === 'vinylColour' || part === 'thickness' || part === 'hole') return 'vinyl';
  if (part === 'label' || part === 'innerSleeve' || part === 'outerSleeve') return part;
  return 'cover';
}

/** The groups of album_options a choice reads and writes. */
function groupsOf(part: OptionPart): (keyof AlbumOptions)[] {
  const priced = pricedPartOf(part);
  if (priced === 'vinyl') return ['vinyl', 'vinyl2'];
  if (priced === 'cover' || priced === 'outerSleeve') return ['cover', 'outerSleeve'];
  return [priced];
}

const NO_COVER: CoverOption = {
  color: NONE,
  finishing: null,
  central_hole: 'No',
  gatefold: 'No',
  ids: null,
  price: 0,
};

function changeVinyl(
  catalog: Pick<Catalog, 'vinyls'>,
  context: AlbumContext,
  vinyl: VinylOption,
  change: OptionChange,
): VinylOption {
  const look = { color: vinyl.color, thickness: vinyl.thickness, hole: vinyl.hole };
  if (change.part === 'vinylColour') {
    return { ...vinyl, ...applyVinylColour(catalog, context.format, look, change.value) };
  }
  if (change.part === 'thickness') {
    return {
      ...vinyl,
      ...resolveVinylLook(catalog, context.format, { ...look, thickness: change.value }),
    };
  }
  return change.part === 'hole' ? { ...vinyl, hole: change.value } : vinyl;
}

function changeCover(
  catalog: Pick<Catalog, 'covers'>,
  context: AlbumContext,
  cover: CoverOption,
  change: OptionChange,
): CoverOption {
  const { format, vinylsQuantity } = context;
  switch (change.part) {
    case 'coverColour':
      return applyCoverColour(catalog, format, cover, change.value, vinylsQuantity);
    case 'finishing':
      return { ...cover, finishing: change.value };
    case 'centralHole':
      return applyCentralHole(cover, change.value);
    case 'gatefold':
      return resolveCover(catalog, format, applyGatefold(cover, change.value), vinylsQuantity);
    default:
      return cover;
  }
}

/** The options after one choice, transitions applied; not yet checked or priced. */
export function applyOptionChange(
  catalog: Pick<Catalog, 'vinyls' | 'covers'>,
  options: AlbumOptions,
  change: OptionChange,
  context: AlbumContext,
): AlbumOptions {
  const next: AlbumOptions = { ...options };
  if (options.vinyl) next.vinyl = changeVinyl(catalog, context, options.vinyl, change);
  if (change.part === 'label') {
    next.label = {
      product_id: null,
      variant_id: null,
      price: 0,
      ...options.label,
      color: change.value,
    };
  }
  if (change.part === 'innerSleeve') {
    next.innerSleeve = { ids: null, price: 0, ...options.innerSleeve, color: change.value };
  }
  if (change.part === 'outerSleeve') {
    next.outerSleeve = { ids: null, price: 0, ...options.outerSleeve, color: change.value };
  }
  if (pricedPartOf(change.part) === 'cover') {
    next.cover = changeCover(catalog, context, options.cover ?? NO_COVER, change);
  }
  return next;
}

export interface OptionQuote {
  /** The changed groups, checked and priced. */
  options: AlbumOptions;
  /** What the changed part then adds to the unit price, in cents. */
  price: number;
}

/**
 * What a choice would cost, checked on its own part (so one part the catalogue no longer
 * makes does not block every other choice): the price the choice shows next to it.
 */
export function quoteOptionChange(
  catalog: Catalog,
  options: AlbumOptions,
  change: OptionChange,
  context: AlbumContext,
): OptionCheckResult<OptionQuote> {
  const applied = applyOptionChange(catalog, options, change, context);
  const part: AlbumOptions = {};
  for (const group of groupsOf(change.part)) {
    if (applied[group] !== undefined) Object.assign(part, { [group]: applied[group] });
  }
  const checked = checkAlbumOptions(catalog, part, context);
  if (!checked.ok) return checked;
  const prices = calculatePartPrices(checked.value, context.vinylsQuantity);
  return success({ options: checked.value, price: prices[pricedPartOf(change.part)] });
}
