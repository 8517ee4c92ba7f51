import 'mantine-datatable/styles.layer.css';
import { Anchor, Badge, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../shared/ui/page-title';
import { useCustomers, type CustomerRow } from './api/customers';
import { InviteAdmin } from './invite-admin';
import { useAdminCustomersTexts } from './use-admin-customers-texts';

const PAGE_SIZE = 25;

/** The shop's customers (issue 17), searched by e-mail or name, paged on the server. */
export function CustomersPage() {
  const { t, ready } = useAdminCustomersTexts();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const customers = useCustomers(q, page, PAGE_SIZE);
  if (!ready) return <Loader />;
  return (
    <Stack>
      <PageTitle>{t('list.title')}</PageTitle>
      <InviteAdmin />
      <TextInput
        label={t('list.search')}
        placeholder={t('list.searchHint')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        w={{ base: '100%', sm: 360 }}
      />
      {customers.isError && (
        <Text c="red" role="alert">
          {t('list.error')}
        </Text>
      )}
      <DataTable<CustomerRow>
        withTableBorder
        borderRadius="md"
        striped
        minHeight={200}
        fetching={customers.isFetching}
        records={customers.data?.data ?? []}
        totalRecords={customers.data?.meta.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        noRecordsText={t('list.none')}
        paginationText={({ from, to, totalRecords }) =>
          t('list.range', { from, to, total: totalRecords })
        }
        columns={[
          {
            accessor: 'email',
            title: t('list.email'),
            render: (row) => (
              <Anchor component={Link} to={`/admin/customers/${row.id}`}>
                {row.attributes.email ?? t('list.guest')}
              </Anchor>
            ),
          },
          { accessor: 'name', title: t('list.name'), render: (row) => row.attributes.name ?? '—' },
          {
            accessor: 'active',
            title: t('list.account'),
            render: ({ attributes }) => (
              <Group gap={4}>
                <Badge size="sm" variant="light" color={attributes.active ? 'green' : 'gray'}>
                  {t(
                    attributes.guest
                      ? 'list.guest'
                      : attributes.active
                        ? 'list.active'
                        : 'list.notActive',
                  )}
                </Badge>
                {attributes.role === 'admin' && (
                  <Badge size="sm" variant="outline" color="dark">
                    {t('list.admin')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            accessor: 'albums_count',
            title: t('list.albums'),
            textAlign: 'right',
            render: (row) => row.attributes.albums_count,
          },
          {
            accessor: 'orders_count',
            title: t('list.orders'),
            textAlign: 'right',
            render: (row) => row.attributes.orders_count,
          },
          {
            accessor: 'created_at',
            title: t('list.since'),
            render: (row) => row.attributes.created_at.slice(0, 10),
          },
        ]}
      />
    </Stack>
  );
}
