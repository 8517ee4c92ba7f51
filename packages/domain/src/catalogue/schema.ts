import { z } from 'zod';
import { AudioChecksSchema } from '../audio/analysis-checks';
import { hasAtMostTwoDecimals } from '../pricing/money';
import { PrintSizesSchema } from '../print/print-sizes';
import { FORMATS, HOLES, NONE, RPMS, YES_NO } from './values';

/**
 * The catalogue of spec 2 §3 with its short keys. Prices `p` and format `price` are
 * euros (the plant edits them); everything computed from them is cents.
 *
 * Beyond the spec's six lists the catalogue also carries the format table of spec 2
 * §9 (`formats`, `commonFormats`, `excludedFormats`) and the print sizes of the
 * reference sheet, so that the plant can correct them without a release.
 */
export const FormatSchema = z.enum(FORMATS);
export const RpmSchema = z.enum(RPMS);
export const HoleSchema = z.enum(HOLES);
export const YesNoSchema = z.enum(YES_NO);
export const VinylsQuantitySchema = z.union([z.literal(1), z.literal(2)]);
export const SidesSchema = z.union([z.literal(1), z.literal(2)]);
export const CatalogueIdSchema = z.number().int().positive();
export const EurosSchema = z
  .number()
  .nonnegative()
  .refine(hasAtMostTwoDecimals, { message: 'Prices have at most 2 decimals' });
export const SecondsSchema = z.number().int().nonnegative();
/** A catalogue colour; "None" is implied and may not be listed. */
export const CatalogueColourSchema = z
  .string()
  .min(1)
  .refine((colour) => colour !== NONE, { message: 'None is implied, do not list it' });
const ThresholdSchema = z.number().int().min(1);

export const ProductIdsSchema = z.object({ pid: CatalogueIdSchema, vid: CatalogueIdSchema });
export type ProductIds = z.infer<typeof ProductIdsSchema>;

export const VinylEntrySchema = z
  .object({
    f: FormatSchema,
    c: CatalogueColourSchema,
    t: z.number().positive(),
    h: HoleSchema.nullable(),
    s: SidesSchema,
    q: ThresholdSchema,
    min: SecondsSchema,
    max: SecondsSchema,
    pid: CatalogueIdSchema,
    vid: CatalogueIdSchema,
    p: EurosSchema,
  })
  .refine((entry) => entry.min <= entry.max, { message: 'min must not exceed max' });
export type VinylEntry = z.infer<typeof VinylEntrySchema>;

export const LabelEntrySchema = z.object({
  c: CatalogueColourSchema,
  q: ThresholdSchema,
  ids: ProductIdsSchema,
  p: EurosSchema,
});
export type LabelEntry = z.infer<typeof LabelEntrySchema>;

export const CoverEntrySchema = z
  .object({
    f: FormatSchema,
    c: CatalogueColourSchema,
    fin: z.string().min(1),
    c_h: YesNoSchema,
    g: YesNoSchema,
    ids: ProductIdsSchema,
    p: EurosSchema,
  })
  // spec 2 §4: a gatefold has no central hole.
  .refine((entry) => !(entry.g === 'Yes' && entry.c_h === 'Yes'), {
    message: 'A gatefold cover has no central hole',
  });
export type CoverEntry = z.infer<typeof CoverEntrySchema>;

export const SleeveEntrySchema = z.object({
  f: FormatSchema,
  c: CatalogueColourSchema,
  ids: ProductIdsSchema,
  p: EurosSchema,
});
export type SleeveEntry = z.infer<typeof SleeveEntrySchema>;

/** Stock per variant: a variant listed with 0 available cannot be chosen; unlisted ones are unlimited. */
export const InventoryEntrySchema = z.object({
  vid: CatalogueIdSchema,
  available: z.number().int().nonnegative(),
});
export type InventoryEntry = z.infer<typeof InventoryEntrySchema>;

export const RpmLimitSchema = z.object({ value: RpmSchema, maxDuration: SecondsSchema });
export type RpmLimit = z.infer<typeof RpmLimitSchema>;

/** Spec 2 §3 "Format entry"; `maxDuration` is both sides in seconds, `price` the "Starting from" euros. */
export const FormatEntrySchema = z.object({
  format: FormatSchema,
  vinylsQuantity: VinylsQuantitySchema,
  dimension: z.string().min(1),
  maxDuration: SecondsSchema,
  price: EurosSchema,
  rpms: z.array(RpmLimitSchema).min(1),
  description: z.string().optional(),
});
export type FormatEntry = z.infer<typeof FormatEntrySchema>;

/** An ISO 3166-1 alpha-2 country code, upper case ("IT"). */
export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'A two-letter country code');

/**
 * One shipping zone: the countries it covers (empty means every country no other zone
 * lists) and its price in euros: `base` for the parcel with the first copy, `perCopy` for
 * each further copy.
 */
export const ShippingZoneSchema = z.object({
  id: z.string().min(1),
  countries: z.array(CountryCodeSchema),
  base: EurosSchema,
  perCopy: EurosSchema,
});
export type ShippingZone = z.infer<typeof ShippingZoneSchema>;

export const ShippingRulesSchema = z.object({
  zones: z
    .array(ShippingZoneSchema)
    .min(1)
    .refine((zones) => zones.some((zone) => zone.countries.length === 0), {
      message: 'One zone must cover the rest of the world (no countries listed)',
    }),
});
export type ShippingRules = z.infer<typeof ShippingRulesSchema>;

export const VatRulesSchema = z.object({
  included: z.boolean(),
  /** Percent, e.g. 22. */
  rate: z.number().min(0).max(100),
});
export type VatRules = z.infer<typeof VatRulesSchema>;

export const FormatRefSchema = z.object({
  format: FormatSchema,
  vinylsQuantity: VinylsQuantitySchema,
});
export type FormatRef = z.infer<typeof FormatRefSchema>;

export const CatalogSchema = z
  .object({
    formats: z.array(FormatEntrySchema).min(1),
    commonFormats: z.array(FormatRefSchema),
    excludedFormats: z.array(FormatRefSchema),
    vinyls: z.array(VinylEntrySchema),
    labels: z.array(LabelEntrySchema),
    covers: z.array(CoverEntrySchema),
    innerSleeves: z.array(SleeveEntrySchema),
    outerSleeves: z.array(SleeveEntrySchema),
    inventory: z.array(InventoryEntrySchema),
    printSizes: PrintSizesSchema,
    /** Delivery cost by destination zone; older stored catalogues fall back to the defaults. */
    shipping: z.lazy(() => ShippingRulesSchema).optional(),
    /** Whether catalogue prices include VAT, and at which rate. */
    vat: z.lazy(() => VatRulesSchema).optional(),
    /**
     * Working days (Monday to Friday) from payment to shipping, the plant's promise behind
     * the expected ship date (issue 17); older stored catalogues fall back to the default
     * (`processingDaysOf`).
     */
    processingDays: z.number().int().min(1).max(365).optional(),
    /** Thresholds of the audio checks (issue 19); older catalogues: `audioChecksOf`. */
    audioChecks: z.lazy(() => AudioChecksSchema).optional(),
  })
  .superRefine((catalog, ctx) => {
    // Checkout lines name variants, so one variant id must mean one thing.
    const seen = new Set<number>();
    for (const vid of catalogueVariantIds(catalog)) {
      if (seen.has(vid))
        ctx.addIssue({ code: 'custom', message: `Variant id ${vid} is used twice` });
      seen.add(vid);
    }
  });
export type Catalog = z.infer<typeof CatalogSchema>;

function catalogueVariantIds(catalog: {
  vinyls: readonly { vid: number }[];
  labels: readonly { ids: ProductIds }[];
  covers: readonly { ids: ProductIds }[];
  innerSleeves: readonly { ids: ProductIds }[];
  outerSleeves: readonly { ids: ProductIds }[];
}): number[] {
  return [
    ...catalog.vinyls.map((entry) => entry.vid),
    ...[catalog.labels, catalog.covers, catalog.innerSleeves, catalog.outerSleeves].flatMap(
      (list) => list.map((entry) => entry.ids.vid),
    ),
  ];
}
