/**
 * Analytics events (spec 1 §7, spec 2 §7: create_new, add_to_cart, begin_checkout) go to
 * the page's data layer, where a tag manager, if the shop installs one, picks them up.
 */
export interface DataLayerEvent {
  event: 'create_new' | 'add_to_cart' | 'begin_checkout';
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** An album as an analytics item: its id and title, the unit price in cents, the copies. */
export interface AnalyticsItem {
  id: string;
  title: string;
  /** Cents. */
  price: number;
  quantity: number;
}

/** The e-commerce payload tag managers read (currency, value in euros, items). */
function ecommerce(items: readonly AnalyticsItem[]) {
  const cents = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return {
    currency: 'EUR',
    value: cents / 100,
    items: items.map((item) => ({
      item_id: item.id,
      item_name: item.title,
      price: item.price / 100,
      quantity: item.quantity,
    })),
  };
}

/** "Product added to cart" (spec 1 §7). */
export function trackAddToCart(item: AnalyticsItem): void {
  pushDataLayer({ event: 'add_to_cart', ecommerce: ecommerce([item]) });
}

/** Checkout begins: the buyer is sent to the payment page (spec 1 §7). */
export function trackBeginCheckout(items: readonly AnalyticsItem[]): void {
  pushDataLayer({ event: 'begin_checkout', ecommerce: ecommerce(items) });
}
