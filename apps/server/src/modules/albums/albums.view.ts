import { AlbumOptionsSchema, type AlbumOptions } from '@vinyl/domain';
import { z } from 'zod';
import type { AlbumRow } from './albums.repository';
import { readArtworkReopened } from './artwork-reopening';

export function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The stored album_options, or null when there are none (or they no longer parse). */
export function readAlbumOptions(album: Pick<AlbumRow, 'album_options'>): AlbumOptions | null {
  const parsed = AlbumOptionsSchema.safeParse(parseJson(album.album_options));
  return parsed.success ? parsed.data : null;
}

export function readExtra(album: Pick<AlbumRow, 'extra'>): Record<string, unknown> {
  const extra = parseJson(album.extra);
  return typeof extra === 'object' && extra !== null ? (extra as Record<string, unknown>) : {};
}

/** Cents for the album's copies: what it cost before the new price list, and now (issue 17). */
const PriceChangedSchema = z.object({ from: z.number().int(), to: z.number().int() });
export type PriceChanged = z.infer<typeof PriceChangedSchema>;

export function readPriceChanged(album: Pick<AlbumRow, 'price_changed'>): PriceChanged | null {
  const parsed = PriceChangedSchema.safeParse(parseJson(album.price_changed));
  return parsed.success ? parsed.data : null;
}

const vinylLinkage = (id: string) => ({ type: 'vinyls' as const, id });

/** An album as a JSON:API resource (spec 2 §3); `discIds` adds the has_vinyls linkage. */
export function toAlbumResource(album: AlbumRow, discIds?: readonly string[]) {
  const priceChanged = readPriceChanged(album);
  return {
    type: 'albums' as const,
    id: album.id,
    attributes: {
      status: album.status,
      album_format: album.album_format,
      album_rpm: album.album_rpm,
      album_status: album.album_status,
      album_progress: album.album_progress,
      title: album.title,
      author: album.author,
      description: album.description,
      extra: readExtra(album),
      quantity: album.quantity,
      album_options: parseJson(album.album_options),
      // The part the plant asked to fix on an ordered album (issue 17), else null.
      artwork_reopened: readArtworkReopened(album),
    },
    ...(discIds && {
      relationships: {
        has_vinyls: { data: discIds.map(vinylLinkage) },
        // Orders come with checkout (a later issue): until then no album is part of one.
        part_of_order: { data: null },
      },
    }),
    meta: {
      created: album.created_at,
      modified: album.modified_at,
      // Issue 17: the price list changed what the album costs; shown until the next save.
      ...(priceChanged && { price_changed: priceChanged }),
    },
  };
}

export function toDiscsRelationship(discIds: readonly string[]) {
  return { data: discIds.map(vinylLinkage) };
}
