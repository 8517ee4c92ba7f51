import { useQueryClient } from '@tanstack/react-query';
import { buildCheckoutLines, type AlbumOptions, type OrderMode } from '@vinyl/domain';
import { useState } from 'react';
import { albumsQueryKey, type AlbumResource } from '../../shared/api/albums/album-resource';
import type { CheckoutAnswer } from '../../shared/checkout/use-place-order';
import { trackAddToCart, trackBeginCheckout } from '../../shared/lib/analytics';
import { useSessionStore } from '../../shared/session';
import type { CartItem } from '../../shared/session/types';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { goToPayment } from './go-to-payment';
import { useSummaryTexts } from './use-summary-texts';

export type Feedback = 'completed' | 'error';

/**
 * The album as a cart item (spec 1 §3): its lines for `quantity` copies and its unit price
 * (`unit`, cents, from priceAlbum).
 */
export function cartItemOf(
  album: AlbumResource,
  options: AlbumOptions,
  quantity: number,
  unit: number,
): CartItem {
  return {
    id: album.id,
    title: album.attributes.title ?? '',
    author: album.attributes.author,
    items: buildCheckoutLines(options, quantity, album.id),
    quantity,
    price: unit,
  };
}

const analyticsItem = (item: CartItem) => ({
  id: item.id,
  title: item.title,
  price: item.price,
  quantity: item.quantity,
});

/**
 * Add to Cart, Checkout and Submit order from the summary (spec 1 §2, §4, §7, §8). Each
 * saves the quantity first; Checkout and Submit then ask for the buyer's details
 * (`details` names the open form), and the answer decides what follows.
 */
export function useSummaryOrder(item: CartItem, save: () => Promise<boolean>) {
  const { t } = useSummaryTexts();
  const queryClient = useQueryClient();
  const [details, setDetails] = useState<Exclude<OrderMode, 'none'> | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [preparing, setPreparing] = useState(false);

  async function saved(): Promise<boolean> {
    setPreparing(true);
    try {
      return await save();
    } finally {
      setPreparing(false);
    }
  }

  function markOrdered() {
    useSessionStore.getState().setAlbum({ albumOrdered: true });
    void queryClient.invalidateQueries({ queryKey: albumsQueryKey });
  }

  async function addToCart() {
    if (!(await saved())) return;
    const store = useSessionStore.getState();
    // One entry per album: adding it again replaces what the cart held.
    const position = store.cart.findIndex((entry) => entry.id === item.id);
    if (position >= 0) store.removeFromCart(position);
    store.addToCart(item);
    notifySuccess(t('added'));
    trackAddToCart(analyticsItem(item));
  }

  async function order(mode: Exclude<OrderMode, 'none'>) {
    if (await saved()) setDetails(mode);
  }

  function onPlaced(answer: CheckoutAnswer) {
    const mode = details;
    setDetails(null);
    if (mode === 'checkout') {
      if (!answer.invoice_url) {
        notifyError(t('checkoutFailed'));
        return;
      }
      trackBeginCheckout([analyticsItem(item)]);
      markOrdered();
      goToPayment(answer.invoice_url);
      return;
    }
    // Submit order: placed only when an invoice_url came back (spec 1 §7).
    if (answer.invoice_url) markOrdered();
    setFeedback(answer.invoice_url ? 'completed' : 'error');
  }

  return {
    addToCart,
    order,
    details,
    closeDetails: () => setDetails(null),
    onPlaced,
    feedback,
    preparing,
  };
}
