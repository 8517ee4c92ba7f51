import { Button, Group, Modal, Radio, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { OrderWithAlbums } from '../../shared/api/orders/get-recent-orders';
import { useAlbumTexts } from '../../shared/i18n/albums-texts';
import { useFormat } from '../../shared/i18n/use-format';
import { formatMediumDate } from '../../shared/lib/format-date';
import { FactList } from '../../shared/ui/fact-list';

export interface OrderDetailsModalProps {
  order: OrderWithAlbums;
  cloning: boolean;
  onClose: () => void;
  /** Clones one album of the order (spec 1 §2: dashboard and home only). */
  onClone: (album: { id: string }) => void;
}

/**
 * "See the details" of an order (spec 1 §2): its albums with their quantity and the total
 * price, with the records, shipping and VAT lines when the server gives them; Clone makes
 * a new album in progress from one album of the order, chosen when it holds several.
 */
export function OrderDetailsModal({ order, cloning, onClose, onClone }: OrderDetailsModalProps) {
  const { t, i18n } = useAlbumTexts();
  const { money: euros } = useFormat();
  const { albums } = order;
  const [chosen, setChosen] = useState<string | null>(
    albums.length === 1 ? (albums[0]?.id ?? null) : null,
  );
  const { price, items_price: items, shipping_cost: shipping } = order.attributes;
  const created = order.meta?.created;
  const title = order.attributes.title || t('dashboard.order.untitled');
  const albumTitle = (value: string | null) => value || t('album.untitled');
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('album.close') }}
    >
      <Stack gap="md">
        <Table aria-label={t('dashboard.order.albums')} withRowBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.order.album')}</Table.Th>
              <Table.Th ta="right">{t('dashboard.order.quantity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {albums.map((album) => (
              <Table.Tr key={album.id}>
                <Table.Td>{albumTitle(album.title)}</Table.Td>
                <Table.Td ta="right">
                  {t('dashboard.order.copies', { count: album.quantity })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <FactList
          facts={[
            {
              term: t('dashboard.order.created'),
              value: created && formatMediumDate(created, i18n.language),
            },
            { term: t('dashboard.order.items'), value: items === undefined ? null : euros(items) },
            {
              term: t('dashboard.order.shipping'),
              value: shipping === undefined ? null : euros(shipping),
            },
            {
              term: t('dashboard.order.total'),
              value: price === null ? null : <strong>{euros(price)}</strong>,
            },
          ]}
        />
        <VatNote order={order} />
        {albums.length > 1 && (
          <Radio.Group label={t('dashboard.order.cloneChoice')} value={chosen} onChange={setChosen}>
            <Stack gap={6} mt={6}>
              {albums.map((album) => (
                <Radio key={album.id} value={album.id} label={albumTitle(album.title)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {albums.length > 0 && (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('dashboard.order.cloneHint')}
            </Text>
            <Button
              variant="default"
              disabled={chosen === null}
              loading={cloning}
              onClick={() => chosen && onClone({ id: chosen })}
            >
              {t('album.clone')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

function VatNote({ order }: { order: OrderWithAlbums }) {
  const { t } = useAlbumTexts();
  const { vat_included: included, vat_rate: rate } = order.attributes;
  if (included === undefined) return null;
  const text = !included
    ? t('dashboard.order.vatExcluded')
    : rate === undefined
      ? t('dashboard.order.vatIncluded')
      : t('dashboard.order.vatIncludedRate', { rate });
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}
