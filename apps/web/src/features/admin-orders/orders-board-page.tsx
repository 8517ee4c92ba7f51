import 'mantine-datatable/styles.layer.css';
import { Anchor, Badge, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatMoney, ORDER_STATUSES, type OrderStatus } from '@vinyl/domain';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../shared/ui/page-title';
import { StateBadge } from '../../shared/ui/state-badge';
import { useBoard, type BoardSort, type OrderRow } from './api/board';
import { useAdminOrdersTexts } from './use-admin-orders-texts';

const PAGE_SIZE = 25;
type SortColumn = 'created_at' | 'total' | 'order_status';
const SORT_OF: Record<SortColumn, 'created' | 'total' | 'status'> = {
  created_at: 'created',
  total: 'total',
  order_status: 'status',
};

function toSort({ columnAccessor, direction }: DataTableSortStatus<OrderRow>): BoardSort {
  const name = SORT_OF[columnAccessor as SortColumn] ?? 'created';
  return (direction === 'desc' ? `-${name}` : name) as BoardSort;
}

/**
 * The orders board (issue 17): every order across customers, filtered by state, searched by
 * order number, e-mail, name or album title, sorted and paged on the server. The filter and
 * search live in the address, so a reload or a shared link shows the same board.
 */
export function OrdersBoardPage() {
  const { t, lang, ready } = useAdminOrdersTexts();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<OrderRow>>({
    columnAccessor: 'created_at',
    direction: 'desc',
  });
  const board = useBoard({ status, q, sort: toSort(sortStatus), page, size: PAGE_SIZE });
  const money = (cents: number) => formatMoney(cents, lang);

  const setFilter = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    setPage(1);
  };

  if (!ready) return <Loader />;
  return (
    <Stack>
      <PageTitle>{t('board.title')}</PageTitle>
      <Group align="end" wrap="wrap">
        <TextInput
          label={t('board.search')}
          placeholder={t('board.searchHint')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setFilter('q', event.currentTarget.value || null);
          }}
          w={{ base: '100%', sm: 360 }}
        />
        <Select
          label={t('board.state')}
          placeholder={t('board.anyState')}
          clearable
          value={status}
          data={ORDER_STATUSES.map((state) => ({
            value: state,
            label: t(`states.order.${state}.name`, { ns: 'translation' }),
          }))}
          onChange={(value) => setFilter('status', value)}
        />
      </Group>
      {board.isError && (
        <Text c="red" role="alert">
          {t('board.error')}
        </Text>
      )}
      <DataTable<OrderRow>
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover
        minHeight={200}
        fetching={board.isFetching}
        records={board.data?.data ?? []}
        totalRecords={board.data?.meta.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        sortStatus={sortStatus}
        onSortStatusChange={(next) => {
          setSortStatus(next);
          setPage(1);
        }}
        noRecordsText={t('board.none')}
        paginationText={({ from, to, totalRecords }) =>
          t('board.range', { from, to, total: totalRecords })
        }
        columns={[
          {
            accessor: 'order_number',
            title: t('board.number'),
            render: (row) => (
              <Anchor component={Link} to={`/admin/orders/${row.id}`} fw={600}>
                {row.attributes.order_number}
              </Anchor>
            ),
          },
          {
            accessor: 'customer',
            title: t('board.customer'),
            render: ({ attributes }) => (
              <Stack gap={0}>
                <Text size="sm">{attributes.customer.name || '—'}</Text>
                <Text size="xs" c="dimmed">
                  {attributes.customer.email}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'albums',
            title: t('board.albums'),
            render: ({ attributes }) => attributes.album_titles.join(', '),
          },
          {
            accessor: 'copies',
            title: t('board.copies'),
            textAlign: 'right',
            render: (row) => row.attributes.copies,
          },
          {
            accessor: 'total',
            title: t('board.total'),
            textAlign: 'right',
            sortable: true,
            render: ({ attributes }) => (
              <Group gap={6} justify="flex-end" wrap="nowrap">
                <Text size="sm">{attributes.total ? money(attributes.total) : '—'}</Text>
                {attributes.paid && (
                  <Badge size="xs" color="green" variant="light">
                    {t('board.paid')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            accessor: 'created_at',
            title: t('board.age'),
            sortable: true,
            render: ({ attributes }) => t('board.days', { count: attributes.age_days }),
          },
          {
            accessor: 'expected_ship_date',
            title: t('board.ships'),
            render: ({ attributes }) => attributes.expected_ship_date ?? '—',
          },
          {
            accessor: 'order_status',
            title: t('board.state'),
            sortable: true,
            render: ({ attributes }) => (
              <StateBadge kind="order" state={attributes.order_status as OrderStatus} />
            ),
          },
        ]}
      />
    </Stack>
  );
}
