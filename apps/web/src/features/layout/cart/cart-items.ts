import type { CartItem } from '../../../shared/session/types';

/** What a cart item costs: its unit price (cents) times its copies (spec 1 §9). */
export function linePrice(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return item.price * item.quantity;
}

export function cartTotal(items: readonly Pick<CartItem, 'price' | 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + linePrice(item), 0);
}

/**
 * Each album once (an album is ordered once): when the same album was added again, the
 * latest item stands for it, in the place the album first took.
 */
export function itemsPerAlbum(items: readonly CartItem[]): CartItem[] {
  const latest = new Map<string, CartItem>();
  for (const item of items) latest.set(item.id, item);
  return [...new Set(items.map((item) => item.id))].flatMap((id) => {
    const item = latest.get(id);
    return item ? [item] : [];
  });
}
