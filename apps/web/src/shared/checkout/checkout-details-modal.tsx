import { Alert, Button, Divider, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../session';
import type { CartItem } from '../session/types';
import { checkCustomerDetails, initialCustomerDetails, storeDetails } from './customer-details';
import { CustomerDetailsFields, useCustomerDetailsForm } from './customer-details-form';
import { OrderCosts } from './order-costs';
import { useCheckoutTexts } from './use-checkout-texts';
import {
  linesOf,
  usePlaceOrder,
  type CheckoutAnswer,
  type PlaceOrderMode,
} from './use-place-order';

export interface CheckoutDetailsModalProps {
  opened: boolean;
  onClose: () => void;
  /** 'checkout' (1–9 copies, pay online) or 'submit' (10–30, priced later by the plant). */
  mode: PlaceOrderMode;
  /** What is ordered: one album made into a cart item, or the whole cart. */
  items: readonly CartItem[];
  /** The Italian-residency answer; the fiscal code goes in the note attributes only for a resident. */
  italianResident?: boolean;
  fiscalCode?: string;
  /** Called with the server's answer once the order is placed; what follows is the caller's. */
  onPlaced: (answer: CheckoutAnswer) => void;
}

function useAccountEmail(): string | null {
  return useSessionStore((state) =>
    state.user && !state.isAnonymous ? (state.user.email ?? state.user.username) : null,
  );
}

/**
 * The buyer's details before paying or submitting (issue 9 items 4 and 6): contact, shipping
 * address, billing, then the cost with the delivery to the chosen country, and the button
 * that places the order. The details are remembered in this browser for next time.
 */
export function CheckoutDetailsModal(props: CheckoutDetailsModalProps) {
  const { t, ready } = useCheckoutTexts();
  const { t: tApp } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={ready ? t(`title.${props.mode}`) : ''}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': ready ? t('actions.close') : 'Close' }}
    >
      {ready ? <DetailsBody {...props} /> : <Loader aria-label={tApp('app.loading')} />}
    </Modal>
  );
}

function DetailsBody({
  mode,
  items,
  italianResident = false,
  fiscalCode,
  onClose,
  onPlaced,
}: CheckoutDetailsModalProps) {
  const { t } = useCheckoutTexts();
  const accountEmail = useAccountEmail();
  const [initial] = useState(() => initialCustomerDetails(accountEmail));
  const form = useCustomerDetailsForm(initial);
  const order = usePlaceOrder();
  const copies = items.reduce((sum, item) => sum + item.quantity, 0);
  const itemsTotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);

  const submit = form.onSubmit(async (values) => {
    const checked = checkCustomerDetails(values);
    if (!checked.ok) return;
    storeDetails(values);
    const answer = await order.placeOrder({
      mode,
      products: linesOf(items),
      customer: checked.customer,
      italianResident,
      fiscalCode,
    });
    if (answer) onPlaced(answer);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('intro')}</Text>
        <CustomerDetailsFields form={form} />
        <Divider />
        <OrderCosts
          itemsTotal={itemsTotal}
          copies={copies}
          country={form.values.shipping.country}
        />
        {mode === 'submit' && <Text size="sm">{t('costs.submitNote')}</Text>}
        {order.reasons && (
          <Alert color="red" variant="light" role="alert" title={t('checkoutError')}>
            <List size="sm">
              {order.reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {t('remembered')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={order.pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={order.pending}>
            {t(mode === 'checkout' ? 'actions.pay' : 'actions.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
