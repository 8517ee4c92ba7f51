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
