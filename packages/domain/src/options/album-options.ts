import { z } from 'zod';
import {
  CatalogueIdSchema,
  FormatSchema,
  HoleSchema,
  ProductIdsSchema,
  SidesSchema,
  VinylsQuantitySchema,
  YesNoSchema,
} from '../catalogue/schema';

/**
 * album_options of spec 2 §3. Colours are the catalogue's strings plus "None"; every
 * `price` here is integer cents (ARCHITECTURE: money is cents inside), set from the
 * catalogue by the selection rules, never typed by a user.
 */
export const CentsSchema = z.number().int().nonnegative();
const NullableIdSchema = CatalogueIdSchema.nullable();
const DurationSchema = z.number().nonnegative();

export const VinylOptionSchema = z.object({
  format: FormatSchema,
  color: z.string().min(1),
  /** Millimetres; null when the colour is None. */
  thickness: z.number().positive().nullable(),
  hole: HoleSchema.nullable(),
  /** Number of discs of the album (spec: "number of vinyls"). */
  vinylsQuantity: VinylsQuantitySchema,
  sides: SidesSchema,
  /** Seconds of music on this disc, both sides. */
  duration: DurationSchema,
  product_id: NullableIdSchema,
  variant_id: NullableIdSchema,
  price: CentsSchema,
  album_id: z.string().nullable(),
  quantity: z.number().int().min(1),
});
export type VinylOption = z.infer<typeof VinylOptionSchema>;

/** The second disc of a double: same colour, thickness and hole as the first. */
export const Vinyl2OptionSchema = z.object({
  sides: SidesSchema,
  duration: DurationSchema,
  product_id: NullableIdSchema,
  variant_id: NullableIdSchema,
  price: CentsSchema,
});
export type Vinyl2Option = z.infer<typeof Vinyl2OptionSchema>;

export const LabelOptionSchema = z.object({
  color: z.string().min(1),
  product_id: NullableIdSchema,
  variant_id: NullableIdSchema,
  price: CentsSchema,
});
export type LabelOption = z.infer<typeof LabelOptionSchema>;

export const InnerSleeveOptionSchema = z.object({
  color: z.string().min(1),
  ids: ProductIdsSchema.nullable(),
  price: CentsSchema,
});
export type InnerSleeveOption = z.infer<typeof InnerSleeveOptionSchema>;

export const CoverOptionSchema = z.object({
  color: z.string().min(1),
  finishing: z.string().nullable(),
  central_hole: YesNoSchema,
  gatefold: YesNoSchema,
  ids: ProductIdsSchema.nullable(),
  price: CentsSchema,
});
export type CoverOption = z.infer<typeof CoverOptionSchema>;

export const OuterSleeveOptionSchema = InnerSleeveOptionSchema;
export type OuterSleeveOption = z.infer<typeof OuterSleeveOptionSchema>;

export const TracksSummarySchema = z.object({
  number: z.number().int().nonnegative(),
  duration: DurationSchema.optional(),
  exceeded: z.boolean(),
});
export type TracksSummary = z.infer<typeof TracksSummarySchema>;

/** Every group is optional: a new or reset album has none, and the steps fill them in. */
export const AlbumOptionsSchema = z.object({
  vinyl: VinylOptionSchema.optional(),
  vinyl2: Vinyl2OptionSchema.optional(),
  label: LabelOptionSchema.optional(),
  innerSleeve: InnerSleeveOptionSchema.optional(),
  cover: CoverOptionSchema.optional(),
  outerSleeve: OuterSleeveOptionSchema.optional(),
  tracks: TracksSummarySchema.optional(),
});
export type AlbumOptions = z.infer<typeof AlbumOptionsSchema>;
