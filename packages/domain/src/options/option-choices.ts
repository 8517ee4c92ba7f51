import type { Catalog } from '../catalogue/schema';
import {
  COVER_COLOURS,
  FINISHINGS,
  HOLES,
  INNER_SLEEVE_COLOURS,
  LABEL_COLOURS,
  NONE,
  OUTER_SLEEVE_COLOURS,
  PICTURE_DISC,
  THICKNESSES,
  VINYL_COLOURS,
  type Hole,
  type YesNo,
} from '../catalogue/values';
import type { AlbumContext } from '../pricing/reprice';
import type { AlbumOptions } from './album-options';
import {
  isLabelColourAvailable,
  listCentralHoles,
  listCoverColours,
  listFinishings,
  listGatefolds,
  listHoles,
  listInnerSleeveColours,
  listLabelColours,
  listOuterSleeveColours,
  listThicknesses,
  listVinylColours,
} from './availability';
import { type OptionChange, quoteOptionChange } from './option-changes';
import type { OptionCheckCode } from './option-checks';

/**
 * Every value the disc-options screen shows (spec 2 §9 "Option values", plus any the
 * plant added to the catalogue), each marked available or not with the reason, and with
 * what choosing it adds to the unit price (spec 2 §5: unavailable when the catalogue has
 * no entry; None is always allowed).
 */
export type ChoiceReason =
  | OptionCheckCode
  /** The catalogue does not make this value in the album's format. */
  | 'not_in_format'
  /** …nor with the colour (or colour and thickness) chosen. */
  | 'not_in_colour'
  /** The catalogue does not list it at all (labels have no format). */
  | 'not_in_catalogue'
  /** A double needs a gatefold cover, and this colour has none. */
  | 'no_gatefold_cover'
  /** Needs a cover, and None is chosen. */
  | 'no_cover';

export interface OptionChoice<T> {
  value: T;
  selected: boolean;
  available: boolean;
  reason: ChoiceReason | null;
  /** Cents this part adds to the unit price with this value; null when unavailable. */
  price: number | null;
}

export interface ChoiceInput {
  catalog: Catalog;
  options: AlbumOptions;
  context: AlbumContext;
}

const union = <T>(...lists: (readonly T[])[]): T[] => [...new Set(lists.flat())];

function choice<T>(
  { catalog, options, context }: ChoiceInput,
  change: OptionChange & { value: T },
  current: T | undefined,
  blocked: ChoiceReason | null,
): OptionChoice<T> {
  const selected = current === change.value;
  if (blocked)
    return { value: change.value, selected, available: false, reason: blocked, price: null };
  const quote = quoteOptionChange(catalog, options, change, context);
  if (!quote.ok) {
    return { value: change.value, selected, available: false, reason: quote.code, price: null };
  }
  return { value: change.value, selected, available: true, reason: null, price: quote.value.price };
}

function holeBlock(input: ChoiceInput, hole: Hole): ChoiceReason | null {
  const { format } = input.context;
  const vinyl = input.options.vinyl;
  const color = vinyl?.color ?? NONE;
  if (hole === 'big' && format !== '7') return 'big_hole_not_available';
  if (hole === 'big' && color === PICTURE_DISC) return 'big_hole_picture_disc';
  const holes = listHoles(input.catalog, format, color, vinyl?.thickness ?? null);
  return holes.includes(hole) ? null : 'not_in_colour';
}

/** Vinyl step: colour, thickness, hole and label. */
export function listVinylStepChoices(input: ChoiceInput) {
  const { catalog, options, context } = input;
  const { format } = context;
  const vinyl = options.vinyl;
  const color = vinyl?.color ?? NONE;
  const colours = union<string>(VINYL_COLOURS, listVinylColours(catalog, format));
  const madeThicknesses = listThicknesses(catalog, format, color);
  const formatThicknesses = catalog.vinyls.filter((e) => e.f === format).map((e) => e.t);
  return {
    colours: colours.map((value) =>
      choice(
        input,
        { part: 'vinylColour', value },
        vinyl?.color,
        listVinylColours(catalog, format).includes(value) ? null : 'not_in_format',
      ),
    ),
    thicknesses: union<number>(THICKNESSES, formatThicknesses).map((value) =>
      choice(
        input,
        { part: 'thickness', value },
        vinyl?.thickness ?? undefined,
        madeThicknesses.includes(value) ? null : 'not_in_colour',
      ),
    ),
    holes: HOLES.map((value) =>
      choice(input, { part: 'hole', value }, vinyl?.hole ?? undefined, holeBlock(input, value)),
    ),
    labels: union<string>(LABEL_COLOURS, listLabelColours(catalog)).map((value) =>
      choice(
        input,
        { part: 'label', value },
        options.label?.color,
        isLabelColourAvailable(catalog, value) ? null : 'not_in_catalogue',
      ),
    ),
  };
}

/** Inner sleeve step: one colour per disc. */
export function listInnerSleeveChoices(input: ChoiceInput) {
  const made = listInnerSleeveColours(input.catalog, input.context.format);
  return union<string>(INNER_SLEEVE_COLOURS, made).map((value) =>
    choice(
      input,
      { part: 'innerSleeve', value },
      input.options.innerSleeve?.color,
      made.includes(value) ? null : 'not_in_format',
    ),
  );
}

function coverColourBlock(input: ChoiceInput, value: string): ChoiceReason | null {
  const { catalog, context } = input;
  if (value === NONE) return null;
  if (!listCoverColours(catalog, context.format, 1).includes(value)) return 'not_in_format';
  if (!listCoverColours(catalog, context.format, context.vinylsQuantity).includes(value)) {
    return 'no_gatefold_cover';
  }
  return null;
}

function gatefoldBlock(input: ChoiceInput, value: YesNo): ChoiceReason | null {
  const { catalog, context } = input;
  const color = input.options.cover?.color ?? NONE;
  if (color === NONE) return 'no_cover';
  if (value === 'No' && context.vinylsQuantity === 2) return 'double_needs_gatefold';
  if (listGatefolds(catalog, context.format, color, context.vinylsQuantity).includes(value)) {
    return null;
  }
  const inFormat = catalog.covers.some((e) => e.f === context.format && e.g === value);
  return inFormat ? 'not_in_colour' : 'not_in_format';
}

function centralHoleBlock(input: ChoiceInput, value: YesNo): ChoiceReason | null {
  const cover = input.options.cover;
  if (!cover || cover.color === NONE) return 'no_cover';
  if (value === 'Yes' && cover.gatefold === 'Yes') return 'gatefold_central_hole';
  const holes = listCentralHoles(input.catalog, input.context.format, cover.color, cover.gatefold);
  return holes.includes(value) ? null : 'not_in_colour';
}

const NO_YES: readonly YesNo[] = ['No', 'Yes'];

/** Cover step: colour, finishing, gatefold, central hole and outer sleeve. */
export function listCoverStepChoices(input: ChoiceInput) {
  const { catalog, options, context } = input;
  const { format, vinylsQuantity } = context;
  const cover = options.cover;
  const color = cover?.color ?? NONE;
  const finishings = listFinishings(catalog, format, color, vinylsQuantity);
  const formatColours = catalog.covers.filter((e) => e.f === format);
  const outerColours = listOuterSleeveColours(catalog, format);
  return {
    colours: union<string>(
      COVER_COLOURS,
      formatColours.map((e) => e.c),
    ).map((value) =>
      choice(input, { part: 'coverColour', value }, cover?.color, coverColourBlock(input, value)),
    ),
    finishings: union<string>(
      FINISHINGS,
      formatColours.map((e) => e.fin),
    ).map((value) =>
      choice(
        input,
        { part: 'finishing', value },
        cover?.finishing ?? undefined,
        color === NONE ? 'no_cover' : finishings.includes(value) ? null : 'not_in_colour',
      ),
    ),
    gatefolds: NO_YES.map((value) =>
      choice(input, { part: 'gatefold', value }, cover?.gatefold, gatefoldBlock(input, value)),
    ),
    centralHoles: NO_YES.map((value) =>
      choice(
        input,
        { part: 'centralHole', value },
        cover?.central_hole,
        centralHoleBlock(input, value),
      ),
    ),
    outerSleeves: union<string>(OUTER_SLEEVE_COLOURS, outerColours).map((value) =>
      choice(
        input,
        { part: 'outerSleeve', value },
        options.outerSleeve?.color,
        value !== NONE && color === NONE
          ? 'no_cover'
          : outerColours.includes(value)
            ? null
            : 'not_in_format',
      ),
    ),
  };
}
