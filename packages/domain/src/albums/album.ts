import { z } from 'zod';
import { FormatSchema, RpmSchema } from '../catalogue/schema';
import { AlbumOptionsSchema } from '../options/album-options';
import { resourceSchema, TimestampsMetaSchema } from '../shared/json-api';
import { ALBUM_PROGRESS_VALUES } from './progress';

/** spec 2 §4: in_progress on creation, ordered (cannot be continued), done (quantity saved). */
export const ALBUM_STATUSES = ['in_progress', 'ordered', 'done'] as const;
export const AlbumStatusSchema = z.enum(ALBUM_STATUSES);
export type AlbumStatus = z.infer<typeof AlbumStatusSchema>;

export const AlbumProgressSchema = z.enum(ALBUM_PROGRESS_VALUES);

/** Album attributes (spec 2 §3). */
export const AlbumSchema = z.object({
  status: z.string(),
  album_format: FormatSchema.nullable(),
  album_rpm: RpmSchema.nullable(),
  album_status: AlbumStatusSchema,
  album_progress: AlbumProgressSchema,
  title: z.string().nullable(),
  author: z.string().nullable(),
  description: z.string().nullable(),
  extra: z.object({ label_text: z.string().nullable().optional() }),
  /** 0 or missing reads as 1 (spec 2 §5); see `parseQuantity`. */
  quantity: z.number().int().nonnegative(),
  album_options: AlbumOptionsSchema.nullable(),
});
export type Album = z.infer<typeof AlbumSchema>;
export const AlbumResourceSchema = resourceSchema('albums', AlbumSchema, TimestampsMetaSchema);
export type AlbumResource = z.infer<typeof AlbumResourceSchema>;

/** Vinyl attributes (spec 2 §3); tracks hang off side_a_tracks and side_b_tracks. */
export const VinylSchema = z.object({ status: z.string() });
export type Vinyl = z.infer<typeof VinylSchema>;
export const VinylResourceSchema = resourceSchema('vinyls', VinylSchema, z.object({}));
export type VinylResource = z.infer<typeof VinylResourceSchema>;

export const SIDES = ['A', 'B'] as const;
export const SideSchema = z.enum(SIDES);
export type Side = z.infer<typeof SideSchema>;

/** Audio track attributes (spec 2 §3); duration in seconds. */
export const AudioTrackSchema = z.object({
  title: z.string(),
  duration: z.number().nonnegative(),
  side: SideSchema,
  order: z.number().int().nonnegative(),
  exceeded: z.boolean(),
});
export type AudioTrack = z.infer<typeof AudioTrackSchema>;

/** Metadata read back with an audio track (spec 2 §7 GET audio/{id}). */
export const AudioTrackMetaSchema = z.object({
  duration: z.number().nonnegative(),
  file_metadata: z.record(z.string(), z.unknown()),
});
export type AudioTrackMeta = z.infer<typeof AudioTrackMetaSchema>;
export const AudioTrackResourceSchema = resourceSchema(
  'audio',
  AudioTrackSchema,
  AudioTrackMetaSchema,
);
export type AudioTrackResource = z.infer<typeof AudioTrackResourceSchema>;
