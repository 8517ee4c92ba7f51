import { z } from 'zod';

/** Request bodies of the vinyl calls (spec 2 §7); strict, so unknown attributes are a 400. */
const VinylAttributesSchema = z
  .object({
    status: z.string().min(1).max(32).optional(),
    title: z.string().max(220).nullable().optional(),
  })
  .strict();

export const CreateVinylBodySchema = z
  .object({
    data: z.object({ type: z.literal('vinyls'), attributes: VinylAttributesSchema }).strict(),
  })
  .strict();

export const PatchVinylBodySchema = z
  .object({
    data: z
      .object({
        type: z.literal('vinyls'),
        id: z.string().optional(),
        attributes: VinylAttributesSchema,
      })
      .strict(),
  })
  .strict();

/** `POST vinyls/{id}/relationships/vinyl_of` with an albums id. */
export const VinylOfBodySchema = z
  .object({
    data: z.object({ type: z.literal('albums'), id: z.string().min(1).max(64) }).strict(),
  })
  .strict();
