import { FileKindSchema, FileTypeSchema } from '@vinyl/domain';
import { z } from 'zod';
import type { AlbumRow, AlbumsRepository, Executor } from './albums.repository';

/**
 * The one printed part of an ordered album whose file the customer may replace while the
 * plant waits for it (issue 17 "artwork problem"), and what the plant said about it.
 */
export const ArtworkReopenedSchema = z.object({
  kind: FileKindSchema,
  type: FileTypeSchema,
  message: z.string(),
});
export type ArtworkReopened = z.infer<typeof ArtworkReopenedSchema>;

/** A file put in a reopened slot: the order's history and the plant hear of it. */
export interface ArtworkReplacement {
  albumId: string;
  kind: string;
  type: string;
  fileId: string;
}

export function readArtworkReopened(
  album: Pick<AlbumRow, 'artwork_reopened'>,
): ArtworkReopened | null {
  if (album.artwork_reopened === null) return null;
  try {
    const parsed = ArtworkReopenedSchema.safeParse(JSON.parse(album.artwork_reopened));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether this slot is the one the plant reopened on this ordered album. */
export function isReopenedSlot(
  album: Pick<AlbumRow, 'album_status' | 'artwork_reopened'>,
  slot: { kind: string; type: string },
): boolean {
  if (album.album_status !== 'ordered') return false;
  const reopened = readArtworkReopened(album);
  return reopened !== null && reopened.kind === slot.kind && reopened.type === slot.type;
}

/**
 * Opens one part of an ordered album again (or closes it: null), in the caller's
 * transaction (the order's move). Everything else of the album stays locked.
 */
export async function setArtworkReopened(
  albums: AlbumsRepository,
  albumId: string,
  reopened: ArtworkReopened | null,
  trx: Executor,
): Promise<void> {
  const value = reopened ? JSON.stringify(ArtworkReopenedSchema.parse(reopened)) : null;
  await albums.update(albumId, { artwork_reopened: value }, trx);
}
