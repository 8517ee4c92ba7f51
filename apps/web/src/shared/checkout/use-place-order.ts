import {
  buildNoteAttributes,
  CheckoutLineSchema,
  type CheckoutLine,
  type OrderCustomer,
} from '@vinyl/domain';
import { useState } from 'react';
import {
  isCheckoutRefused,
  usePlaceOrderMutation,
  type CheckoutAnswer,
  type PlaceOrderMode,
} from '../api/orders/checkout';
import type { CartItem } from '../session/types';
import { notifyError } from '../ui/notify';
import { useCheckoutTexts } from './use-checkout-texts';

export type { CheckoutAnswer, PlaceOrderMode };

export interface PlaceOrderInput {
  mode: PlaceOrderMode;
  products: readonly CheckoutLine[];
  customer: OrderCustomer;
  /** The answer to the Italian-residency question; the fiscal code is sent only for a resident. */
  italianResident: boolean;
  fiscalCode?: string | undefined;
}

/** The product lines of cart items (or of one album made into an item), ready to send. */
export function linesOf(items: readonly Pick<CartItem, 'items'>[]): CheckoutLine[] {
  return items.flatMap((item) =>
    item.items.flatMap((line) => {
      const parsed = CheckoutLineSchema.safeParse(line);
      return parsed.success ? [parsed.data] : [];
    }),
  );
}

/**
 * Places an order (`POST /api/checkout` for 1–9 copies, `/api/submit-order` for 10–30) with
 * the products, the note attributes (invoice requested, and the fiscal code of an Italian
 * resident) and the buyer. Resolves with the answer, or with null after showing why not:
 * the server's reasons as `reasons` (the "Checkout error" alert), anything else as the
 * notification "There was an error during checkout" (spec 1 §8). What a success leads to
 * (payment page, feedback, cart cleared) is the caller's.
 */
export function usePlaceOrder() {
  const { t } = useCheckoutTexts();
  const mutation = usePlaceOrderMutation();
  const [reasons, setReasons] = useState<string[] | null>(null);

  async function placeOrder(input: PlaceOrderInput): Promise<CheckoutAnswer | null> {
    setReasons(null);
    const request = {
      products: [...input.products],
      note_attributes: buildNoteAttributes({
        invoice: input.customer.billing.invoice,
        italianResident: input.italianResident,
        ...(input.fiscalCode !== undefined && { fiscalCode: input.fiscalCode }),
      }),
      customer: input.customer,
    };
    try {
      return await mutation.mutateAsync({ mode: input.mode, request });
    } catch (error) {
      if (isCheckoutRefused(error)) setReasons(error.reasons);
      else notifyError(t('checkoutFailed'));
      return null;
    }
  }

  return {
    placeOrder,
    pending: mutation.isPending,
    /** Why the server refused the last order, or null. */
    reasons,
    clearReasons: () => setReasons(null),
  };
}
