import { ALBUM_LIMIT_WARNING, interpolate } from '../shared/messages';

/**
 * At most 15 albums in progress: creating or cloning one more than that is refused
 * (spec 1 §5, §9; spec 2 §9), with "You can't have more than {{ num }} albums in progress".
 */
export const MAX_ALBUMS_IN_PROGRESS = 15;

export function canCreateAlbum(inProgressCount: number): boolean {
  return inProgressCount + 1 <= MAX_ALBUMS_IN_PROGRESS;
}

export function albumLimitMessage(): string {
  return interpolate(ALBUM_LIMIT_WARNING, { num: MAX_ALBUMS_IN_PROGRESS });
}
