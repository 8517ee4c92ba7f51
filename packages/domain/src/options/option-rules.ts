import type { Catalog } from '../catalogue/schema';
import { type Format, type Hole, NONE, type VinylsQuantity, type YesNo } from '../catalogue/values';
import type { CoverOption, OuterSleeveOption } from './album-options';
import {
  listCentralHoles,
  listFinishings,
  listGatefolds,
  listHoles,
  listThicknesses,
} from './availability';
import { selectOuterSleeve } from './selection';

/** Colour, thickness and hole of a disc: the part of the vinyl choice that falls back. */
export interface VinylLook {
  color: string;
  thickness: number | null;
  hole: Hole | null;
}

/** 2.0 mm and 1.5 mm stand in for each other when one is not made in a colour (spec 2 §4). */
const THICKNESS_FALLBACK: Readonly<Record<string, number>> = { '2': 1.5, '1.5': 2 };

function resolveThickness(available: readonly number[], current: number | null): number | null {
  if (current !== null && available.includes(current)) return current;
  const fallback = current === null ? undefined : THICKNESS_FALLBACK[String(current)];
  if (fallback !== undefined && available.includes(fallback)) return fallback;
  return available[0] ?? null;
}

/** Null when the entries have no hole; else the current hole, else standard, else big (spec 2 §4). */
function resolveHole(available: readonly Hole[], current: Hole | null): Hole | null {
  if (current !== null && available.includes(current)) return current;
  if (available.includes('standard')) return 'standard';
  return available[0] ?? null;
}

/** Makes thickness and hole valid for the colour, keeping the customer's choice where the catalogue allows. */
export function resolveVinylLook(
  catalog: Pick<Catalog, 'vinyls'>,
  format: Format,
  look: VinylLook,
): VinylLook {
  if (look.color === NONE) return { color: NONE, thickness: null, hole: null };
  const thickness = resolveThickness(listThicknesses(catalog, format, look.color), look.thickness);
  const hole = resolveHole(listHoles(catalog, format, look.color, thickness), look.hole);
  return { color: look.color, thickness, hole };
}

/** Changing the vinyl colour adjusts thickness and central hole (spec 2 §4). */
export function applyVinylColour(
  catalog: Pick<Catalog, 'vinyls'>,
  format: Format,
  current: VinylLook,
  color: string,
): VinylLook {
  return resolveVinylLook(catalog, format, { ...current, color });
}

type CoverShape = Pick<CoverOption, 'color' | 'finishing' | 'central_hole' | 'gatefold'>;

/** Choosing gatefold Yes forces the cover's central hole to No (spec 2 §4). */
export function applyGatefold<C extends CoverShape>(cover: C, gatefold: YesNo): C {
  return { ...cover, gatefold, central_hole: gatefold === 'Yes' ? 'No' : cover.central_hole };
}

/** A gatefold keeps central hole No whatever is asked. */
export function applyCentralHole<C extends CoverShape>(cover: C, centralHole: YesNo): C {
  return { ...cover, central_hole: cover.gatefold === 'Yes' ? 'No' : centralHole };
}

/**
 * Makes a cover choice valid: doubles require a gatefold (spec 2 §5), a gatefold has no
 * hole, and finishing and hole fall back to what the catalogue offers for the colour.
 */
export function resolveCover<C extends CoverShape>(
  catalog: Pick<Catalog, 'covers'>,
  format: Format,
  cover: C,
  vinylsQuantity: VinylsQuantity,
): C {
  if (cover.color === NONE) return { ...cover, finishing: null, central_hole: 'No' };
  const gatefolds = listGatefolds(catalog, format, cover.color, vinylsQuantity);
  const gatefold: YesNo = gatefolds.includes(cover.gatefold)
    ? cover.gatefold
    : (gatefolds[0] ?? (vinylsQuantity === 2 ? 'Yes' : 'No'));
  const withGatefold = applyGatefold(cover, gatefold);
  const finishings = listFinishings(catalog, format, cover.color, vinylsQuantity);
  const finishing =
    cover.finishing !== null && finishings.includes(cover.finishing)
      ? cover.finishing
      : (finishings[0] ?? null);
  const holes = listCentralHoles(catalog, format, cover.color, gatefold);
  const central_hole = holes.includes(withGatefold.central_hole) ? withGatefold.central_hole : 'No';
  return { ...withGatefold, finishing, central_hole };
}

/** Changing the cover colour keeps the rest of the cover choice where it can. */
export function applyCoverColour<C extends CoverShape>(
  catalog: Pick<Catalog, 'covers'>,
  format: Format,
  cover: C,
  color: string,
  vinylsQuantity: VinylsQuantity,
): C {
  return resolveCover(catalog, format, { ...cover, color }, vinylsQuantity);
}

/**
 * Saving a cover resets and recomputes the outer sleeve (spec 2 §4): no cover means no
 * outer sleeve; otherwise the chosen sleeve colour if the catalogue has it for the
 * format, else None; the price comes from the catalogue again.
 */
export function recomputeOuterSleeve(
  catalog: Pick<Catalog, 'outerSleeves' | 'inventory'>,
  format: Format,
  cover: Pick<CoverOption, 'color'>,
  chosenColor: string,
): OuterSleeveOption {
  const color = cover.color === NONE ? NONE : chosenColor;
  const result = selectOuterSleeve(catalog, format, color);
  if (!result.ok || result.value.entry === null) return { color: NONE, ids: null, price: 0 };
  return { color, ids: result.value.entry.ids, price: result.value.price };
}
