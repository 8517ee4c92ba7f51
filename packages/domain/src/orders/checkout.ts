import type { AlbumOptions } from '../options/album-options';
import { isDoubleAlbum } from '../options/double-album';
import type { CheckoutLine } from './orders';

/**
 * Checkout lines (spec 1 §3, §9): one line per priced part with its variant id and
 * quantity; the vinyl line carries the album id; a double adds the second disc's line,
 * and labels and inner sleeves count double quantity. Parts set to None have no ids
 * and no line.
 */
export function buildCheckoutLines(
  options: AlbumOptions,
  quantity: number,
  albumId: string,
): CheckoutLine[] {
  const perDisc = isDoubleAlbum(options) ? 2 : 1;
  const parts: [number | null | undefined, number][] = [
    [options.vinyl2?.variant_id, quantity],
    [options.label?.variant_id, quantity * perDisc],
    [options.innerSleeve?.ids?.vid, quantity * perDisc],
    [options.cover?.ids?.vid, quantity],
    [options.outerSleeve?.ids?.vid, quantity],
  ];
  const lines: CheckoutLine[] = [];
  const vinylId = options.vinyl?.variant_id;
  if (vinylId) lines.push({ variant_id: vinylId, quantity, album_id: albumId });
  for (const [variantId, lineQuantity] of parts) {
    if (variantId) lines.push({ variant_id: variantId, quantity: lineQuantity });
  }
  return lines;
}
