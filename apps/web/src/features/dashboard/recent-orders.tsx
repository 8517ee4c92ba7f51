import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import {
  recentOrdersQueryOptions,
  type OrderWithAlbums,
} from '../../shared/api/orders/get-recent-orders';
import { useAlbumTexts } from '../../shared/i18n/albums-texts';
import { formatMediumDate } from '../../shared/lib/format-date';
import { PATHS } from '../../shared/lib/paths';
import { StateBadge } from '../../shared/ui/state-badge';

function OrderCard({
  order,
  onDetails,
}: {
  order: OrderWithAlbums;
  onDetails: (order: OrderWithAlbums) => void;
}) {
  const { t, i18n } = useAlbumTexts();
  const created = order.meta?.created;
  const title = order.attributes.title || t('dashboard.order.untitled');
  return (
    <Card withBorder radius="lg" padding="sm" component="article" aria-label={title}>
      <Stack gap={6} h="100%">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{title}</Text>
          <StateBadge kind="order" state={order.attributes.order_status} />
        </Group>
        {created && (
          <Text size="sm" c="dimmed">
            {formatMediumDate(created, i18n.language)}
          </Text>
        )}
        <Button
          variant="light"
          size="xs"
          mt="auto"
          onClick={() => onDetails(order)}
          aria-label={t('dashboard.order.seeDetailsOf', { title })}
        >
          {t('dashboard.order.seeDetails')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The 3 latest orders with a link to /orders showing the total count (spec 1 §2). */
export function RecentOrders({ onDetails }: { onDetails: (order: OrderWithAlbums) => void }) {
  const { t } = useAlbumTexts();
  const orders = useQuery(recentOrdersQueryOptions());
  const count = orders.data?.count ?? 0;
  return (
    <Stack component="section" gap="sm" aria-labelledby="recent-orders-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="recent-orders-title">
          {t('dashboard.ordersTitle')}
        </Title>
        <Anchor component={Link} to={PATHS.orders}>
          {t('dashboard.ordersAll', { count })}
        </Anchor>
      </Group>
      {orders.isError && (
        <Alert color="red" variant="light">
          {t('dashboard.ordersError', {
            reason: isApiError(orders.error) ? orders.error.title : orders.error.message,
          })}
        </Alert>
      )}
      {orders.isSuccess && count === 0 && <Text c="dimmed">{t('dashboard.noOrders')}</Text>}
      {orders.isSuccess && orders.data.orders.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {orders.data.orders.map((order) => (
            <OrderCard key={order.id} order={order} onDetails={onDetails} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
