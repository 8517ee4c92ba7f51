import type { CheckoutRequest } from '@vinyl/domain';
import { UnprocessableError } from '../../http/errors';
import type { AlbumRow } from '../albums';

/** One album of an order as the server priced it. */
export interface PricedAlbum {
  albumId: string;
  title: string;
  quantity: number;
  unitPrice: number;
  /** The album's status before this order took it (restored if the payment cannot start). */
  status: AlbumRow['album_status'];
}

/** The albums of a request and their copies, from the lines that name an album. */
export function requestedAlbums(request: CheckoutRequest): Map<string, number> {
  const albums = new Map<string, number>();
  for (const line of request.products) {
    if (line.album_id === undefined) continue;
    if (albums.has(line.album_id)) {
      throw new UnprocessableError('duplicate_album', 'An album is listed twice', line.album_id);
    }
    albums.set(line.album_id, line.quantity);
  }
  if (albums.size === 0) throw new UnprocessableError('no_album', 'The order names no album');
  return albums;
}

export function orderTitle(albums: readonly PricedAlbum[]): string {
  const first = albums[0]?.title ?? 'Album';
  return albums.length > 1 ? `${first} (${albums.length} albums)` : first;
}
