import { useMemo } from 'react';
import type { CheckoutAnswer } from '../../../shared/api/orders/checkout';
import { CheckoutDetailsModal } from '../../../shared/checkout/checkout-details-modal';
import { trackBeginCheckout } from '../../../shared/lib/analytics';
import { useSessionStore } from '../../../shared/session';
import { notifyError } from '../../../shared/ui/notify';
import { itemsPerAlbum } from './cart-items';
import { goToPaymentPage } from './payment-page';
import { useCartTexts } from './use-cart-texts';

/**
 * Checkout of the whole cart (spec 1 §4, §8): the buyer's details, then `POST /api/checkout`
 * with every album's lines once; on an invoice_url the `begin_checkout` event, the cart
 * emptied and the payment page; without one "Missing invoice url!".
 */
export function CartCheckout({ onClose }: { onClose: () => void }) {
  const { t } = useCartTexts();
  const cart = useSessionStore((state) => state.cart);
  const fiscalCode = useSessionStore((state) => state.user?.national_id_number ?? undefined);
  const items = useMemo(() => itemsPerAlbum(cart), [cart]);

  const onPlaced = (answer: CheckoutAnswer) => {
    if (!answer.invoice_url) {
      notifyError(t('missingInvoiceUrl'));
      onClose();
      return;
    }
    trackBeginCheckout(items);
    const store = useSessionStore.getState();
    // Spec 1 §4: after a checkout its albums are ordered, the open one included.
    if (items.some((item) => item.id === store.albumId)) store.setAlbum({ albumOrdered: true });
    store.clearCart();
    goToPaymentPage(answer.invoice_url);
  };

  return (
    <CheckoutDetailsModal
      opened
      onClose={onClose}
      mode="checkout"
      items={items}
      italianResident={Boolean(fiscalCode)}
      {...(fiscalCode && { fiscalCode })}
      onPlaced={onPlaced}
    />
  );
}
