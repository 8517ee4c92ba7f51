import { AlbumOptionsSchema, type AlbumOptions } from '@vinyl/domain';
import { z } from 'zod';
import type { AlbumResourceRow, AlbumRow } from './albums.repository';
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
  // Null on nearly every album: zod's failure path (an issue list) cost more than the rest.
  if (album.price_changed === null) return null;
  const parsed = PriceChangedSchema.safeParse(parseJson(album.price_changed));
  return parsed.success ? parsed.data : null;
}

const vinylLinkage = (id: string) => ({ type: 'vinyls' as const, id });

/** An album as a JSON:API resource (spec 2 §3); `discIds` adds the has_vinyls linkage. */
export function toAlbumResource(album: AlbumResourceRow, discIds?: readonly string[]) {
  const { type, id, attributes, meta } = resourceWithoutOptions(album);
  return {
    type,
    id,
    attributes: { ...attributes, album_options: parseJson(album.album_options) },
    ...(discIds && {
      relationships: {
        has_vinyls: { data: discIds.map(vinylLinkage) },
        // Orders come with checkout (a later issue): until then no album is part of one.
        part_of_order: { data: null },
      },
    }),
    meta,
  };
}

function resourceWithoutOptions(album: AlbumResourceRow) {
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
      // The part the plant asked to fix on an ordered album (issue 17), else null.
      artwork_reopened: readArtworkReopened(album),
    },
    meta: {
      created: album.created_at,
      modified: album.modified_at,
      // Issue 17: the price list changed what the album costs; shown until the next save.
      ...(priceChanged && { price_changed: priceChanged }),
    },
  };
}

/**
 * The album list (the dashboard's first call) as JSON text: the same resources as
 * `toAlbumResource`, but each album's stored options (~1 KB of JSON, written by this module
 * with JSON.stringify) are copied into the text as they are, not parsed and stringified
 * again: that was a fifth of the list's CPU (decision 040). Options that do not look like a
 * JSON object go the slow way, and read as null when they do not parse (`extra` as `{}`). The
 * rest of each resource is written field by field, in `toAlbumResource`'s order, with no
 * object built for it (decision 043); `albums.view.test.ts` holds the two to the same answer.
 * The database writes the same text for most albums itself (`ALBUM_RESOURCE_TEMPLATE`,
 * decision 065).
 */
export function toAlbumListJson(albums: readonly AlbumResourceRow[]): string {
  return albumListJson(albums.map(albumJson));
}

/** The list's document around its resources, each already JSON text. */
export function albumListJson(resources: readonly string[]): string {
  return `{"data":[${resources.join(',')}],"meta":{"pagination":{"count":${resources.length}}}}`;
}

const json = JSON.stringify;

/**
 * One album's resource as `albumJson` writes it when its `extra` and options are stored
 * objects, it has no reopened artwork and no price change (nearly every album on a
 * dashboard): the JSON-quoted columns go in each `%s`, in the order of
 * `ALBUM_RESOURCE_TEMPLATE_COLUMNS`, and `extra` and `album_options` as they are stored. The
 * database fills it in (`format`, in SQLite and PostgreSQL alike) and hands the shop one
 * string per album, not sixteen values (decision 065); `albums-list.test.ts` holds it to
 * `albumJson`'s text on both databases.
 */
export const ALBUM_RESOURCE_TEMPLATE =
  '{"type":"albums","id":%s,"attributes":{' +
  '"status":%s,"album_format":%s,"album_rpm":%s,"album_status":%s,"album_progress":%s,' +
  '"title":%s,"author":%s,"description":%s,"extra":%s,"quantity":%s,' +
  '"artwork_reopened":null,"album_options":%s},' +
  '"meta":{"created":%s,"modified":%s}}';

/** What fills each `%s` of the template: JSON-quoted, or `stored` (copied as it is). */
export const ALBUM_RESOURCE_TEMPLATE_COLUMNS = [
  ['id', 'quoted'],
  ['status', 'quoted'],
  ['album_format', 'quoted'],
  ['album_rpm', 'quoted'],
  ['album_status', 'quoted'],
  ['album_progress', 'quoted'],
  ['title', 'quoted'],
  ['author', 'quoted'],
  ['description', 'quoted'],
  ['extra', 'stored'],
  ['quantity', 'quoted'],
  ['album_options', 'stored'],
  ['created_at', 'quoted'],
  ['modified_at', 'quoted'],
] as const satisfies readonly (readonly [keyof AlbumResourceRow, 'quoted' | 'stored'])[];

function albumJson(album: AlbumResourceRow): string {
  const priceChanged = readPriceChanged(album);
  const extra = storedObject(album.extra) ? album.extra : json(readExtra(album));
  const reopened = album.artwork_reopened === null ? 'null' : json(readArtworkReopened(album));
  return (
    `{"type":"albums","id":${json(album.id)},"attributes":{` +
    `"status":${json(album.status)},"album_format":${json(album.album_format)},` +
    `"album_rpm":${json(album.album_rpm)},"album_status":${json(album.album_status)},` +
    `"album_progress":${json(album.album_progress)},"title":${json(album.title)},` +
    `"author":${json(album.author)},"description":${json(album.description)},` +
    `"extra":${extra},"quantity":${json(album.quantity)},"artwork_reopened":${reopened},` +
    `"album_options":${storedJson(album.album_options)}},` +
    `"meta":{"created":${json(album.created_at)},"modified":${json(album.modified_at)}` +
    `${priceChanged ? `,"price_changed":${json(priceChanged)}` : ''}}}`
  );
}

/**
 * Whether stored JSON is copied as it is: text this module wrote with JSON.stringify of an
 * object, which starts with `{` and ends with `}` (the database's `like '{%}'`).
 */
function storedObject(text: string | null): text is string {
  return text !== null && text.startsWith('{') && text.endsWith('}');
}

function storedJson(text: string | null): string {
  if (storedObject(text)) return text;
  return JSON.stringify(parseJson(text));
}

export function toDiscsRelationship(discIds: readonly string[]) {
  return { data: discIds.map(vinylLinkage) };
}
