import { Alert, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { orderTab } from '@vinyl/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { myOrdersQueryOptions } from '../../shared/api/orders/get-my-orders';
import type { OrderWithAlbums } from '../../shared/api/orders/get-recent-orders';
import { OrderCard } from './order-card';
import { OrderStateAlert, paymentReturnOf, PaymentReturnAlert } from './order-state-alert';
import { useOrdersTexts } from './use-orders-texts';

/**
 * Back from the payment page the webhook that marks the order paid may land a moment
 * later: while the order is still pending, ask again for up to 30 s.
 */
const CONFIRM_POLL_MS = 2000;
const CONFIRM_POLLS = 15;

function OrderList({
  orders,
  current,
}: {
  orders: readonly OrderWithAlbums[];
  current: string | null;
}) {
  const { t } = useOrdersTexts();
  if (orders.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <Stack gap="sm">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} current={order.id === current} />
      ))}
    </Stack>
  );
}

/**
 * My orders (spec 1 §2): Pending (pending, standby) and Completed (paid) tabs with counts.
 * Opened with `?order={id}` it shows that order's state and opens its tab.
 */
export function OrdersPage() {
  const { t: tPages } = useTranslation();
  const { t, ready } = useOrdersTexts();
  const [params] = useSearchParams();
  const currentId = params.get('order');
  const payment = paymentReturnOf(params.get('payment'));
  const orders = useQuery({
    ...myOrdersQueryOptions(),
    refetchInterval: (query) => {
      const order = query.state.data?.find((one) => one.id === currentId);
      const waiting = payment !== 'cancelled' && order?.attributes.order_status === 'pending';
      return waiting && query.state.dataUpdateCount <= CONFIRM_POLLS ? CONFIRM_POLL_MS : false;
    },
  });
  const all = orders.data ?? [];
  const current = all.find((order) => order.id === currentId) ?? null;
  const pending = all.filter((order) => orderTab(order.attributes.order_status) === 'pending');
  const completed = all.filter((order) => orderTab(order.attributes.order_status) === 'completed');
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  const tab = chosenTab ?? (current ? orderTab(current.attributes.order_status) : 'pending');

  useEffect(() => {
    if (current)
      document.getElementById(`order-${current.id}`)?.scrollIntoView({ block: 'nearest' });
  }, [current, tab]);

  return (
    <Stack gap="md">
      <Title order={1}>{tPages('pages.orders')}</Title>
      {(!ready || orders.isPending) && <Loader aria-label={tPages('app.loading')} />}
      {ready && orders.isError && (
        <Alert color="red" variant="light">
          {t('loadError', {
            reason: isApiError(orders.error) ? orders.error.title : orders.error.message,
          })}
        </Alert>
      )}
      {ready && current && <OrderStateAlert order={current} payment={payment} />}
      {ready && orders.isSuccess && !current && payment && <PaymentReturnAlert payment={payment} />}
      {ready && orders.isSuccess && (
        <Tabs value={tab} onChange={setChosenTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="pending">{t('tabs.pending', { count: pending.length })}</Tabs.Tab>
            <Tabs.Tab value="completed">
              {t('tabs.completed', { count: completed.length })}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="pending" pt="md">
            <OrderList orders={pending} current={currentId} />
          </Tabs.Panel>
          <Tabs.Panel value="completed" pt="md">
            <OrderList orders={completed} current={currentId} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
