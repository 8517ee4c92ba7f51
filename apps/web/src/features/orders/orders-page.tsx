import { Alert, Anchor, Badge, Card, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { canPayOrder, formatEuros, orderTab } from '@vinyl/domain';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { myOrdersQueryOptions } from '../../shared/api/orders/get-my-orders';
import type { OrderResource } from '../../shared/api/orders/get-recent-orders';
import { useOrdersTexts } from './use-orders-texts';

function OrderCard({ order }: { order: OrderResource }) {
  const { t, i18n } = useOrdersTexts();
  const { title, order_status: status, price, invoice_url: invoiceUrl } = order.attributes;
  const created = order.meta?.created;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={title || t('untitled')}
    >
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{title || t('untitled')}</Text>
        <Badge variant="light">{t(`status.${status}`)}</Badge>
      </Group>
      {created && (
        <Text size="sm" c="dimmed">
          {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
            new Date(created),
          )}
        </Text>
      )}
      {price !== null && <Text size="sm">{t('total', { price: `€ ${formatEuros(price)}` })}</Text>}
      {canPayOrder({ order_status: status, invoice_url: invoiceUrl }) && invoiceUrl && (
        <Anchor href={invoiceUrl} fw={600}>
          {t('checkout')}
        </Anchor>
      )}
      {status === 'standby' && (
        <Text size="sm" c="dimmed">
          {t('standby')}
        </Text>
      )}
    </Card>
  );
}

function OrderList({ orders }: { orders: readonly OrderResource[] }) {
  const { t } = useOrdersTexts();
  if (orders.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <Stack gap="sm">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </Stack>
  );
}

/** My orders (spec 1 §2): Pending (pending, standby) and Completed (paid) tabs with counts. */
export function OrdersPage() {
  const { t: tPages } = useTranslation();
  const { t, ready } = useOrdersTexts();
  const orders = useQuery(myOrdersQueryOptions());
  const all = orders.data ?? [];
  const pending = all.filter((order) => orderTab(order.attributes.order_status) === 'pending');
  const completed = all.filter((order) => orderTab(order.attributes.order_status) === 'completed');
  return (
    <Stack gap="md">
      <Title order={1}>{tPages('pages.orders')}</Title>
      {(!ready || orders.isPending) && <Loader aria-label="Loading" />}
      {ready && orders.isError && (
        <Alert color="red" variant="light">
          {t('loadError', {
            reason: isApiError(orders.error) ? orders.error.title : orders.error.message,
          })}
        </Alert>
      )}
      {ready && orders.isSuccess && (
        <Tabs defaultValue="pending" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="pending">{t('tabs.pending', { count: pending.length })}</Tabs.Tab>
            <Tabs.Tab value="completed">
              {t('tabs.completed', { count: completed.length })}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="pending" pt="md">
            <OrderList orders={pending} />
          </Tabs.Panel>
          <Tabs.Panel value="completed" pt="md">
            <OrderList orders={completed} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
