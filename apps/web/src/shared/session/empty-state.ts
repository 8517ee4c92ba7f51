import type { AlbumState } from './types';

/**
 * The stored session's key and its empty album, free of the browser: the app's store
 * (session-store.ts, which reads storage when it is imported) and the journeys that write a
 * stored session for a guest made through the API (e2e/support/guest-api.ts) use the same.
 */
export const SESSION_STORAGE_KEY = 'vinyl-shop-session';

/** What resetting an album leaves behind (spec 2 §3: options keep only the tracks counters). */
export function emptyAlbumState(): AlbumState {
  return {
    albumId: null,
    albumTitle: null,
    albumProgress: null,
    albumFormat: null,
    albumRpm: null,
    albumQuantity: null,
    vinylsId: [],
    albumOptions: { tracks: { number: 0, exceeded: false } },
    albumOrdered: false,
  };
}
