import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { canPayOrder } from '@vinyl/domain';
import type { OrderWithAlbums } from '../../shared/api/orders/get-recent-orders';
import { useOrdersTexts } from './use-orders-texts';

/** How the shop came back from the payment page (`?payment=`), if it did. */
export type PaymentReturn = 'done' | 'cancelled' | null;

export function paymentReturnOf(value: string | null): PaymentReturn {
  return value === 'done' || value === 'cancelled' ? value : null;
}

function stateText(order: OrderWithAlbums, payment: PaymentReturn): string {
  const status = order.attributes.order_status;
  if (status === 'paid') return 'state.paid';
  if (status === 'standby') return 'standby';
  if (payment === 'done') return 'state.confirming';
  if (payment === 'cancelled') return 'state.cancelled';
  return 'state.pending';
}

/**
 * The state of the order the page was opened for (`?order={id}`, where the payment page
 * and a standby order's link return): waiting for payment with the checkout link, a
 * thank-you once paid, or the standby text.
 */
export function OrderStateAlert({
  order,
  payment,
}: {
  order: OrderWithAlbums;
  payment: PaymentReturn;
}) {
  const { t } = useOrdersTexts();
  const { order_status: status, invoice_url: invoiceUrl } = order.attributes;
  return (
    <Alert
      role="status"
      color={status === 'paid' ? 'teal' : 'yellow'}
      variant="light"
      title={t('state.title', { title: order.attributes.title || t('untitled') })}
    >
      <Stack gap={6}>
        <Text size="sm">{t(stateText(order, payment))}</Text>
        {canPayOrder({ order_status: status, invoice_url: invoiceUrl }) && invoiceUrl && (
          <Anchor href={invoiceUrl} fw={600} size="sm">
            {t('checkout')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

/** Back from the payment page without an order id: a general word on what happens next. */
export function PaymentReturnAlert({ payment }: { payment: Exclude<PaymentReturn, null> }) {
  const { t } = useOrdersTexts();
  return (
    <Alert role="status" color={payment === 'done' ? 'teal' : 'yellow'} variant="light">
      {t(payment === 'done' ? 'state.paymentDone' : 'state.paymentCancelled')}
    </Alert>
  );
}
