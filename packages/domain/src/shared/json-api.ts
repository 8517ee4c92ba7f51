import { z } from 'zod';

/** `meta` of albums and orders: ISO-8601 timestamps (spec 2 §3, spec 1 §3). */
export const TimestampsMetaSchema = z.object({
  created: z.string(),
  modified: z.string().optional(),
});
export type TimestampsMeta = z.infer<typeof TimestampsMetaSchema>;

/** A JSON:API resource object around an attributes schema (ARCHITECTURE "API"). */
export function resourceSchema<T extends string, A extends z.ZodType, M extends z.ZodType>(
  type: T,
  attributes: A,
  meta: M,
) {
  return z.object({
    type: z.literal(type),
    id: z.string().min(1),
    attributes,
    meta: meta.optional(),
    relationships: z.record(z.string(), z.unknown()).optional(),
  });
}
