import type { Catalog } from '../catalogue/schema';
import {
  type Format,
  type Hole,
  NONE,
  PICTURE_DISC,
  type VinylsQuantity,
  type YesNo,
} from '../catalogue/values';

/**
 * What the disc-options steps may offer for a format (spec 2 §2 "Disc options",
 * §5 "Catalogue selection"). Lists keep the catalogue's order and have no repeats;
 * "None" is added where the spec allows leaving the part out.
 */
const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];

export function listVinylColours(catalog: Pick<Catalog, 'vinyls'>, format: Format): string[] {
  return distinct(catalog.vinyls.filter((entry) => entry.f === format).map((entry) => entry.c));
}

export function listThicknesses(
  catalog: Pick<Catalog, 'vinyls'>,
  format: Format,
  color: string,
): number[] {
  return distinct(
    catalog.vinyls.filter((entry) => entry.f === format && entry.c === color).map((e) => e.t),
  );
}

/**
 * The big (jukebox) hole is made for 7 inch discs only and never on a picture disc
 * (spec 2 §9); a catalogue entry saying otherwise is not offered.
 */
export function isHoleAllowed(format: Format, color: string, hole: Hole): boolean {
  return hole !== 'big' || (format === '7' && color !== PICTURE_DISC);
}

/** Holes offered for a format, colour and thickness; empty when the entries have none. */
export function listHoles(
  catalog: Pick<Catalog, 'vinyls'>,
  format: Format,
  color: string,
  thickness: number | null,
): Hole[] {
  const holes = catalog.vinyls
    .filter((entry) => entry.f === format && entry.c === color && entry.t === thickness)
    .map((entry) => entry.h)
    .filter((hole): hole is Hole => hole !== null && isHoleAllowed(format, color, hole));
  return distinct(holes);
}

/** A vinyl colour is unavailable when no catalogue entry matches; None is always allowed. */
export function isVinylColourAvailable(
  catalog: Pick<Catalog, 'vinyls'>,
  format: Format,
  color: string,
): boolean {
  return color === NONE || listVinylColours(catalog, format).includes(color);
}

export function listLabelColours(catalog: Pick<Catalog, 'labels'>): string[] {
  return [...distinct(catalog.labels.map((entry) => entry.c)), NONE];
}

export function isLabelColourAvailable(catalog: Pick<Catalog, 'labels'>, color: string): boolean {
  return listLabelColours(catalog).includes(color);
}

function coversFor(
  catalog: Pick<Catalog, 'covers'>,
  format: Format,
  vinylsQuantity: VinylsQuantity,
) {
  return catalog.covers.filter(
    (entry) => entry.f === format && (vinylsQuantity === 1 || entry.g === 'Yes'),
  );
}

/** Cover colours; for a double only colours with a gatefold entry count (spec 2 §5). */
export function listCoverColours(
  catalog: Pick<Catalog, 'covers'>,
  format: Format,
  vinylsQuantity: VinylsQuantity,
): string[] {
  return [...distinct(coversFor(catalog, format, vinylsQuantity).map((entry) => entry.c)), NONE];
}

export function listFinishings(
  catalog: Pick<Catalog, 'covers'>,
  format: Format,
  color: string,
  vinylsQuantity: VinylsQuantity = 1,
): string[] {
  return distinct(
    coversFor(catalog, format, vinylsQuantity)
      .filter((entry) => entry.c === color)
      .map((entry) => entry.fin),
  );
}

/** Gatefold values offered; "No" is disabled for doubles (spec 2 §5). */
export function listGatefolds(
  catalog: Pick<Catalog, 'covers'>,
  format: Format,
  color: string,
  vinylsQuantity: VinylsQuantity,
): YesNo[] {
  return distinct(
    coversFor(catalog, format, vinylsQuantity)
      .filter((entry) => entry.c === color)
      .map((entry) => entry.g),
  );
}

export function listCentralHoles(
  catalog: Pick<Catalog, 'covers'>,
  format: Format,
  color: string,
  gatefold: YesNo,
): YesNo[] {
  return distinct(
    catalog.covers
      .filter((entry) => entry.f === format && entry.c === color && entry.g === gatefold)
      .map((entry) => entry.c_h),
  );
}

export function listInnerSleeveColours(
  catalog: Pick<Catalog, 'innerSleeves'>,
  format: Format,
): string[] {
  return distinct(catalog.innerSleeves.filter((e) => e.f === format).map((e) => e.c));
}

export function listOuterSleeveColours(
  catalog: Pick<Catalog, 'outerSleeves'>,
  format: Format,
): string[] {
  return [NONE, ...distinct(catalog.outerSleeves.filter((e) => e.f === format).map((e) => e.c))];
}

export const OPTION_STEPS = ['vinyl', 'innerSleeve', 'cover'] as const;
export type OptionStep = (typeof OPTION_STEPS)[number];

/** Steps with no catalogue options for the format are skipped (spec 2 §2). */
export function hasOptionsForStep(
  catalog: Pick<Catalog, 'vinyls' | 'innerSleeves' | 'covers'>,
  format: Format,
  step: OptionStep,
): boolean {
  const lists = { vinyl: catalog.vinyls, innerSleeve: catalog.innerSleeves, cover: catalog.covers };
  return lists[step].some((entry) => entry.f === format);
}
