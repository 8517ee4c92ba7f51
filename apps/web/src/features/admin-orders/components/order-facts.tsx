import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OrderDetail } from '../api/order-detail';
import { useAdminOrdersTexts } from '../use-admin-orders-texts';

/** An address or billing record as lines, whatever fields it has. */
function Lines({ value }: { value: Record<string, unknown> | null }) {
  const lines = Object.values(value ?? {}).filter(
    (line): line is string | number => typeof line === 'string' || typeof line === 'number',
  );
  if (lines.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <>
      {lines.map((line, index) => (
        <Text key={index} size="sm">
          {line}
        </Text>
      ))}
    </>
  );
}

/** Who bought, where it goes, who is invoiced, and what both sides wrote. */
export function OrderFacts({ detail }: { detail: OrderDetail }) {
  const { t } = useAdminOrdersTexts();
  const { buyer } = detail;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('order.buyer')}>
        <Title order={2} size="h5" mb="xs">
          {t('order.buyer')}
        </Title>
        <Text size="sm">{buyer.name ?? '—'}</Text>
        <Text size="sm">{buyer.email ?? '—'}</Text>
        <Text size="sm">{buyer.phone ?? ''}</Text>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('order.shipping')}>
        <Title order={2} size="h5" mb="xs">
          {t('order.shipping')}
        </Title>
        <Lines value={detail.shipping_address} />
        {detail.tracking && (
          <Text size="sm" mt="xs" fw={600}>
            {t('order.tracking', detail.tracking)}
          </Text>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('order.billing')}>
        <Title order={2} size="h5" mb="xs">
          {t('order.billing')}
        </Title>
        <Lines value={detail.billing} />
        {detail.fiscal_code && (
          <Text size="sm">{t('order.fiscalCode', { code: detail.fiscal_code })}</Text>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('order.notes')}>
        <Title order={2} size="h5" mb="xs">
          {t('order.notes')}
        </Title>
        <Stack gap={4}>
          <Text size="sm">{t('order.customerNote', { note: detail.notes.customer ?? '—' })}</Text>
          <Text size="sm">{t('order.plantNote', { note: detail.notes.plant ?? '—' })}</Text>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
