import { FormatSchema, RpmSchema, sideLimitFor, type Catalog } from '@vinyl/domain';
import { UnprocessableError } from '../../http/errors';

/** The album fields a side's limit depends on (spec 2 §9 rpm limits). */
export interface AlbumSpeed {
  album_format: string | null;
  album_rpm: string | null;
}

/** Seconds per side for an album at its speed; 422 when its format offers none. */
export function requireSideLimit(catalog: Catalog, album: AlbumSpeed): number {
  const format = FormatSchema.safeParse(album.album_format);
  const rpm = RpmSchema.safeParse(album.album_rpm);
  const limit = format.success
    ? sideLimitFor(catalog, format.data, rpm.success ? rpm.data : null)
    : undefined;
  if (limit === undefined) {
    throw new UnprocessableError('rpm_not_available', 'This speed is not available for the format');
  }
  return limit;
}
