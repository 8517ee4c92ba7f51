import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatMoney, type OrderStatus } from '@vinyl/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../shared/ui/page-title';
import { StateBadge } from '../../shared/ui/state-badge';
import {
  packUrl,
  useMoveOrder,
  useOrderDetail,
  useSendQuote,
  type MoveNeed,
  type OrderDetail,
} from './api/order-detail';
import { MoveDialog } from './components/move-dialog';
import { OrderAlbums } from './components/order-albums';
import { OrderFacts } from './components/order-facts';
import { OrderHistory } from './components/order-history';
import { QuoteForm } from './components/quote-form';
import { useAdminOrdersTexts } from './use-admin-orders-texts';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A quote is set on a standby order, and revised while its payment is awaited. */
function takesQuote(detail: OrderDetail): boolean {
  if (detail.order_status === 'standby') return true;
  return (
    detail.order_status === 'pending' && detail.history.some((event) => event.from === 'standby')
  );
}

function PriceLines({ detail }: { detail: OrderDetail }) {
  const { t, lang } = useAdminOrdersTexts();
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents, lang));
  return (
    <Table withTableBorder fz="sm" captionSide="top">
      <Table.Caption>{t('order.priceLines')}</Table.Caption>
      <Table.Tbody>
        {detail.price_lines.map((line, index) => (
          <Table.Tr key={index}>
            <Table.Td>{line.name}</Table.Td>
            <Table.Td ta="right">{line.quantity}</Table.Td>
            <Table.Td ta="right">{money(line.unit_price)}</Table.Td>
            <Table.Td ta="right">{money(line.total)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td colSpan={3}>{t('order.shippingCost')}</Table.Td>
          <Table.Td ta="right">{money(detail.shipping_cost)}</Table.Td>
        </Table.Tr>
        <Table.Tr fw={700}>
          <Table.Td colSpan={3}>{t('order.total')}</Table.Td>
          <Table.Td ta="right">{money(detail.price)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/**
 * One order for the plant (issue 17): buyer, addresses, invoice data, every album with its
 * options, tracks and print files, the notes, the price lines, its history, the quote for a
 * standby order, the production steps allowed from where it stands, and the production pack.
 */
export function OrderPage() {
  const { id = '' } = useParams();
  const { t, ready } = useAdminOrdersTexts();
  const detail = useOrderDetail(id);
  const move = useMoveOrder(id);
  const quote = useSendQuote(id);
  const [asking, setAsking] = useState<{ to: string; needs: MoveNeed[] } | null>(null);

  if (!ready || detail.isPending) return <Loader />;
  if (detail.isError) {
    return (
      <Stack>
        <Alert color="red" role="alert">
          {t('order.loadError', { reason: reasonOf(detail.error) })}
        </Alert>
        <Anchor component={Link} to="/admin">
          {t('order.back')}
        </Anchor>
      </Stack>
    );
  }
  const order = detail.data.data.attributes;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin">
        {t('order.back')}
      </Anchor>
      <Group justify="space-between" align="end">
        <Stack gap={4}>
          <PageTitle>{t('order.title', { number: order.order_number })}</PageTitle>
          <Group gap="sm">
            <StateBadge kind="order" state={order.order_status as OrderStatus} />
            <Text size="sm" c="dimmed">
              {order.expected_ship_date
                ? t('order.shipsBy', { date: order.expected_ship_date })
                : t('order.noShipDate')}
            </Text>
          </Group>
        </Stack>
        <Button component="a" href={packUrl(id)} variant="light" download>
          {t('order.pack')}
        </Button>
      </Group>
      {order.artwork_reopened && (
        <Alert color="yellow" variant="light" title={t('order.reopened')}>
          {order.artwork_reopened.kind} {order.artwork_reopened.type}:{' '}
          {order.artwork_reopened.message}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('order.steps')}>
        <Title order={2} size="h4" mb="sm">
          {t('order.steps')}
        </Title>
        {order.moves.length === 0 ? (
          <Text c="dimmed">{t('order.noSteps')}</Text>
        ) : (
          <Group gap="xs" wrap="wrap">
            {order.moves.map((next) => (
              <Button
                key={next.to}
                variant={
                  ['cancelled', 'refunded', 'artwork_problem'].includes(next.to)
                    ? 'light'
                    : 'filled'
                }
                color={['cancelled', 'refunded'].includes(next.to) ? 'red' : undefined}
                onClick={() => {
                  move.reset();
                  setAsking(next);
                }}
              >
                {t('order.moveTo', {
                  state: t(`states.order.${next.to}.name`, {
                    ns: 'translation',
                    defaultValue: next.to,
                  }),
                })}
              </Button>
            ))}
          </Group>
        )}
      </Paper>
      {takesQuote(order) && (
        <QuoteForm
          current={order.order_status === 'pending' ? order.price : null}
          busy={quote.isPending}
          error={quote.isError ? reasonOf(quote.error) : null}
          onSend={(input) => quote.mutateAsync(input)}
        />
      )}
      <OrderFacts detail={order} />
      <OrderAlbums albums={order.albums} />
      <PriceLines detail={order} />
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('order.history')}>
        <Title order={2} size="h4" mb="sm">
          {t('order.history')}
        </Title>
        <OrderHistory history={order.history} />
      </Paper>
      <MoveDialog
        key={asking?.to ?? 'none'}
        move={asking}
        albums={order.albums}
        busy={move.isPending}
        error={move.isError ? reasonOf(move.error) : null}
        onCancel={() => setAsking(null)}
        onConfirm={(input) =>
          move.mutate(input, {
            onSuccess: () => setAsking(null),
          })
        }
      />
    </Stack>
  );
}
