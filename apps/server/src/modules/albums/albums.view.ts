import type { AlbumRow } from './albums.repository';

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** An album as a JSON:API resource (spec 2 §3). */
export function toAlbumResource(album: AlbumRow) {
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
      extra: parseJson(album.extra) ?? {},
      quantity: album.quantity,
      album_options: parseJson(album.album_options),
    },
    meta: { created: album.created_at, modified: album.modified_at },
  };
}
