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
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../shared/ui/page-title';
import { StateBadge } from '../../shared/ui/state-badge';
import { useCustomer, useResendActivation } from './api/customers';
import { useAdminCustomersTexts } from './use-admin-customers-texts';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One customer: their account, albums and orders; the activation mail sent again. */
export function CustomerPage() {
  const { id = '' } = useParams();
  const { t, lang, ready } = useAdminCustomersTexts();
  const customer = useCustomer(id);
  const resend = useResendActivation(id);
  if (!ready || customer.isPending) return <Loader />;
  if (customer.isError) {
    return (
      <Stack>
        <Alert color="red" role="alert">
          {t('detail.loadError', { reason: reasonOf(customer.error) })}
        </Alert>
        <Anchor component={Link} to="/admin/customers">
          {t('detail.back')}
        </Anchor>
      </Stack>
    );
  }
  const { data, meta } = customer.data;
  const who = data.attributes.email ?? t('list.guest');
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/customers">
        {t('detail.back')}
      </Anchor>
      <PageTitle>{who}</PageTitle>
      <Group>
        <Text>{data.attributes.name ?? '—'}</Text>
        <Text c="dimmed">
          {t('detail.since', { date: data.attributes.created_at.slice(0, 10) })}
        </Text>
        {!data.attributes.active && !data.attributes.guest && (
          <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
            {t('detail.resend')}
          </Button>
        )}
      </Group>
      {resend.isSuccess && (
        <Alert color="green" variant="light" role="status">
          {t('detail.resent')}
        </Alert>
      )}
      {resend.isError && (
        <Alert color="red" variant="light" role="alert">
          {reasonOf(resend.error)}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('detail.orders')}>
        <Title order={2} size="h4" mb="sm">
          {t('detail.orders')}
        </Title>
        {meta.orders.length === 0 ? (
          <Text c="dimmed">{t('detail.noOrders')}</Text>
        ) : (
          <Table fz="sm">
            <Table.Tbody>
              {meta.orders.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/orders/${order.id}`}>
                      {order.order_number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <StateBadge kind="order" state={order.order_status as OrderStatus} />
                  </Table.Td>
                  <Table.Td ta="right">
                    {order.total === null ? '—' : formatMoney(order.total, lang)}
                  </Table.Td>
                  <Table.Td>{order.created_at.slice(0, 10)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('detail.albums')}>
        <Title order={2} size="h4" mb="sm">
          {t('detail.albums')}
        </Title>
        {meta.albums.length === 0 ? (
          <Text c="dimmed">{t('detail.noAlbums')}</Text>
        ) : (
          <Table fz="sm">
            <Table.Tbody>
              {meta.albums.map((album) => (
                <Table.Tr key={album.id}>
                  <Table.Td>{album.title ?? t('detail.untitled')}</Table.Td>
                  <Table.Td>{album.status}</Table.Td>
                  <Table.Td>{album.updated_at.slice(0, 10)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
