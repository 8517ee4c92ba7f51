import { isAlbumProgress } from '@vinyl/domain';
import type { AlbumResource } from '../api/albums/album-resource';
import { emptyAlbumState } from './session-store';
import type { AlbumState } from './types';

/**
 * The session's album fields from an album read from the server (spec 2 §3 "Session
 * state for the album"): what opening, creating or reopening an album stores.
 */
export function albumStateFrom(album: AlbumResource, vinylIds: readonly string[]): AlbumState {
  const { attributes } = album;
  const rpm = Number(attributes.album_rpm);
  return {
    albumId: album.id,
    albumTitle: attributes.title,
    albumProgress: isAlbumProgress(attributes.album_progress) ? attributes.album_progress : null,
    albumFormat: attributes.album_format,
    albumRpm: Number.isFinite(rpm) && rpm > 0 ? { value: rpm } : null,
    albumQuantity: attributes.quantity,
    vinylsId: [...vinylIds],
    albumOptions: attributes.album_options ?? emptyAlbumState().albumOptions,
    albumOrdered: attributes.album_status === 'ordered',
  };
}
