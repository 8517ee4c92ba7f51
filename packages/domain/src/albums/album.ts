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

/** "The album is already in {{status}} state": ordered albums cannot be continued (spec 2 §4). */
export function canContinueAlbum(status: AlbumStatus): boolean {
  return status !== 'ordered';
}

/** No progress badge is shown for status done (spec 1 §2). */
export function showsProgressBadge(status: AlbumStatus): boolean {
  return status !== 'done';
}

/**
 * The state an album card shows. Spec 2 §4 names three album_status values and four
 * labels ("Created, In Progress, Pending, Completed") without pairing them. "Pending" and
 * "Completed" are also the order tabs' words, so an album whose quantity was saved read
 * "Completed" inside "In Progress" and a paid order "Completed" on one screen and "Paid" on
 * another (issue 14 item 8): albums have words of their own, orders theirs (`order_status`).
 *
 * | album_status | album_progress           | state          | why                                     |
 * | ------------ | ------------------------ | -------------- | --------------------------------------- |
 * | in_progress  | vinyls (format only)     | created        | just created: only the format is chosen |
 * | in_progress  | texts … preview          | inProgress     | the customer works through the steps    |
 * | done         | any                      | ready          | the quantity is saved: ready to order   |
 * | ordered      | any                      | ordered        | in an order (see its order's state)     |
 */
export type AlbumStatusLabel = 'created' | 'inProgress' | 'ready' | 'ordered';

export function albumStatusLabel(
  status: AlbumStatus,
  progress: string | null | undefined,
): AlbumStatusLabel {
  switch (status) {
    case 'ordered':
      return 'ordered';
    case 'done':
      return 'ready';
    case 'in_progress':
      return progress === 'vinyls' ? 'created' : 'inProgress';
  }
}

/**
 * A disc's title: the album title, with " [discN]" after it when the album is a double
 * (spec 2 §7). A disc made before the album has a title is " [disc1]" / " [disc2]".
 */
export function discTitle(
  albumTitle: string | null | undefined,
  discNumber: number,
  discs: number,
): string {
  const title = albumTitle ?? '';
  return discs > 1 ? `${title} [disc${discNumber}]` : title;
}
