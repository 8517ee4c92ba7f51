import { AlbumOptionsSchema, AlbumProgressSchema } from '@vinyl/domain';
import { z } from 'zod';

/**
 * Request bodies of the album calls (spec 2 §7). Every object is strict: an attribute the
 * call does not take is a 400, never silently dropped. Catalogue checks (format, speed,
 * discs, options) need the catalogue and happen in the service (422).
 */
/** Speeds travel as "33" or 33. */
export const RpmInputSchema = z.union([z.string().min(1).max(8), z.number().int().positive()]);

const Text = (max: number) => z.string().max(max).nullable().optional();

export const CreateAlbumBodySchema = z
  .object({
    data: z
      .object({
        type: z.literal('albums'),
        attributes: z
          .object({
            status: z.string().min(1).max(32).optional(),
            album_format: z.union([z.string().min(1).max(8), z.number()]),
            album_rpm: RpmInputSchema.nullable().optional(),
            album_status: z.literal('in_progress').optional(),
            album_progress: z.literal('vinyls').optional(),
          })
          .strict(),
      })
      .strict(),
  })
  .strict();

export const AlbumPatchAttributesSchema = z
  .object({
    title: Text(200),
    author: Text(200),
    description: Text(4000),
    extra: z
      .object({ label_text: Text(200) })
      .strict()
      .optional(),
    album_options: AlbumOptionsSchema.optional(),
    album_rpm: RpmInputSchema.optional(),
    album_progress: AlbumProgressSchema.optional(),
    // `ordered` is set by checkout only, never by the customer.
    album_status: z.enum(['in_progress', 'done']).optional(),
    quantity: z.number().int().min(0).max(30).optional(),
  })
  .strict();

export const PatchAlbumBodySchema = z
  .object({
    data: z
      .object({
        type: z.literal('albums'),
        id: z.string().optional(),
        attributes: AlbumPatchAttributesSchema,
      })
      .strict(),
  })
  .strict();
