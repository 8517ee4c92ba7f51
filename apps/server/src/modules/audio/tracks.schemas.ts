import { z } from 'zod';

/** One track in a relationship body: an audio id and, optionally, its place on the side. */
const TrackLinkageSchema = z
  .object({
    type: z.literal('audio'),
    id: z.string().min(1).max(64),
    meta: z
      .object({
        relation: z
          .object({ priority: z.number().int().min(0).max(10_000).optional() })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/**
 * `POST/PATCH/DELETE vinyls/{id}/relationships/side_{a|b}_tracks` (spec 2 §7): `data` is one
 * track or a list of them.
 */
export const TrackLinkageBodySchema = z
  .object({
    data: z.union([TrackLinkageSchema, z.array(TrackLinkageSchema).min(1).max(100)]),
  })
  .strict();

export type TrackLinkageBody = z.infer<typeof TrackLinkageBodySchema>;

export function trackLinks(body: TrackLinkageBody) {
  const items = Array.isArray(body.data) ? body.data : [body.data];
  return items.map((item) => ({ id: item.id, priority: item.meta?.relation?.priority }));
}
