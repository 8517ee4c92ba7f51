/**
 * Option values of spec 2 §9. Colours stay open strings in the catalogue so the plant
 * can add one without a release; these lists are the values the spec names.
 */
export const FORMATS = ['12', '10', '7', '5'] as const;
export type Format = (typeof FORMATS)[number];

/** Speeds as stored in `album_rpm`: 33 ⅓, 45 and 78 rpm. */
export const RPMS = ['33', '45', '78'] as const;
export type Rpm = (typeof RPMS)[number];

export const VINYLS_QUANTITIES = [1, 2] as const;
export type VinylsQuantity = (typeof VINYLS_QUANTITIES)[number];

/** "None" means the part is left out; it is always allowed and costs nothing (spec 2 §5). */
export const NONE = 'None';
export const PRINTED = 'Printed';
export const PICTURE_DISC = 'Picture Disc';

export const VINYL_COLOURS = [
  'Black',
  'Transparent',
  'White',
  'Transparent Green',
  'Transparent Blue',
  'Transparent Red',
  PICTURE_DISC,
  'Yellow',
  'Pink',
  'Orange',
  'Turquoise',
] as const;

/** Thickness in millimetres; 2.0 and 1.5 fall back to each other (spec 2 §4). */
export const THICKNESSES = [2, 1.5] as const;
export const HOLES = ['standard', 'big'] as const;
export type Hole = (typeof HOLES)[number];

export const LABEL_COLOURS = ['White', NONE, PRINTED] as const;
export const COVER_COLOURS = [PRINTED, 'Black', 'White', 'Brown', NONE] as const;
export const FINISHINGS = ['Coated', 'Matt', 'Glossy'] as const;
export const INNER_SLEEVE_COLOURS = ['White', 'Black', 'Transparent', PRINTED] as const;
export const OUTER_SLEEVE_COLOURS = [NONE, 'Transparent'] as const;

export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

/** Spec 2 §9 "Descriptions". */
export const FORMAT_DESCRIPTIONS: Readonly<Record<Format, string>> = {
  '12': 'Also known as LP',
  '10': 'For EPs',
  '7': 'For singles',
  '5': 'For short pieces',
};
