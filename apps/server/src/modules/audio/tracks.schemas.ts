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

const NameSchema = z.string().trim().max(200);

/**
 * `PATCH /api/vinyls/{id}/tracks/{audioId}` (issue 14 item 10): a new title and artist
 * and/or another place: `attributes.side`, `relationships.vinyl` (another disc of the album)
 * and `meta.relation.priority` (its place on that side, last without one).
 */
export const TrackChangeBodySchema = z
  .object({
    data: z
      .object({
        type: z.literal('audio'),
        id: z.string().min(1).max(64),
        attributes: z
          .object({
            title: NameSchema.min(1).optional(),
            artist: NameSchema.nullable().optional(),
            side: z.enum(['a', 'b']).optional(),
            /** Seconds of silence after the track on the side, 0–10 (issue 19): 422 outside. */
            gap_after: z.number().optional(),
          })
          .strict()
          .optional(),
        relationships: z
          .object({
            vinyl: z
              .object({
                data: z.object({ type: z.literal('vinyls'), id: z.string().min(1).max(64) }),
              })
              .strict(),
          })
          .strict()
          .optional(),
        meta: z
          .object({
            relation: z
              .object({ priority: z.number().int().min(0).max(10_000).optional() })
              .strict(),
          })
          .strict()
          .optional(),
      })
      .strict(),
  })
  .strict();

export type TrackChangeBody = z.infer<typeof TrackChangeBodySchema>;

/** The body as a change: a blank artist means "none"; a place when side or disc is given. */
export function trackChange(vinylId: string, body: TrackChangeBody) {
  const { attributes = {}, relationships, meta } = body.data;
  const targetVinyl = relationships?.vinyl.data.id;
  const moved = attributes.side !== undefined || targetVinyl !== undefined || meta !== undefined;
  return {
    ...(attributes.title !== undefined && { title: attributes.title }),
    ...(attributes.artist !== undefined && { artist: attributes.artist || null }),
    ...(attributes.gap_after !== undefined && { gapAfter: attributes.gap_after }),
    ...(moved && {
      to: {
        vinylId: targetVinyl ?? vinylId,
        side: attributes.side,
        priority: meta?.relation.priority,
      },
    }),
  };
}

export const TrackParamsSchema = z.object({
  id: z.string().min(1).max(64),
  audioId: z.string().min(1).max(64),
});
