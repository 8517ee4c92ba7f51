import { Alert, Anchor, Button, Card, Group, Stack, Text, Timeline } from '@mantine/core';
import { canPayOrder, type OrderCustomer } from '@vinyl/domain';
import type { OrderWithAlbums } from '../../shared/api/orders/get-recent-orders';
import { useFormat } from '../../shared/i18n/use-format';
import { formatMediumDate } from '../../shared/lib/format-date';
import { FactList } from '../../shared/ui/fact-list';
import { StateBadge } from '../../shared/ui/state-badge';
import classes from './orders.module.css';
import { useFixArtwork } from './use-fix-artwork';
import { useOrdersTexts } from './use-orders-texts';

/** The VAT note of an order's prices, when the server says whether VAT is included. */
export function VatNote({ order }: { order: OrderWithAlbums }) {
  const { t } = useOrdersTexts();
  const { vat_included: included, vat_rate: rate } = order.attributes;
  if (included === undefined) return null;
  const text = !included
    ? t('vatExcluded')
    : rate === undefined
      ? t('vatIncluded')
      : t('vatIncludedRate', { rate });
  return (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  );
}

/** "Name, address, postal code city, country" of where the records go. */
function addressLine(shipping: OrderCustomer['shipping'], language: string): string {
  let country: string = shipping.country;
  try {
    country = new Intl.DisplayNames([language], { type: 'region' }).of(shipping.country) ?? country;
  } catch {
    // An unknown code stays as it is.
  }
  const place = [shipping.postal_code, shipping.city, shipping.province].filter(Boolean).join(' ');
  return [shipping.name, shipping.address, shipping.address2, place, country]
    .filter(Boolean)
    .join(', ');
}

function OrderFacts({ order }: { order: OrderWithAlbums }) {
  const { t, i18n } = useOrdersTexts();
  const { money } = useFormat();
  const { items_price: items, shipping_cost: shipping, customer, discount } = order.attributes;
  const expires = order.attributes.quote_expires_at;
  const day = (at: string) => formatMediumDate(at, i18n.language);
  const created = order.meta?.created;
  return (
    <FactList
      facts={[
        {
          term: t('created'),
          value: created && formatMediumDate(created, i18n.language),
        },
        { term: t('items'), value: items === undefined ? null : money(items) },
        {
          term: t('discount'),
          value: discount ? `−${money(discount.amount)} (${discount.reason})` : null,
        },
        { term: t('shipping'), value: shipping === undefined ? null : money(shipping) },
        {
          term: t('offerUntil'),
          value: expires && order.attributes.order_status === 'pending' ? day(expires) : null,
        },
        {
          term: t('shipTo'),
          value: customer ? addressLine(customer.shipping, i18n.language) : null,
        },
        { term: t('contact'), value: customer?.email ?? null },
      ]}
    />
  );
}

/** The order's way so far (issue 17): each state with its date, as the plant moved it. */
function OrderTimeline({ order }: { order: OrderWithAlbums }) {
  const { t, i18n } = useOrdersTexts();
  const { timeline = [], expected_ship_date: ships, tracking } = order.attributes;
  if (timeline.length === 0 && !ships && !tracking) return null;
  const date = (at: string) => formatMediumDate(at, i18n.language);
  return (
    <Stack gap={6}>
      {timeline.length > 0 && (
        <Timeline
          active={timeline.length - 1}
          bulletSize={12}
          lineWidth={2}
          aria-label={t('timeline')}
        >
          {timeline.map((step, index) => (
            <Timeline.Item
              key={`${step.status}-${index}`}
              title={t(`states.order.${step.status}.name`, { ns: 'translation' })}
            >
              <Text size="xs" c="dimmed">
                {date(step.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {ships && <Text size="sm">{t('shipsBy', { date: date(`${ships}T12:00:00Z`) })}</Text>}
      {tracking && (
        <Text size="sm" fw={600}>
          {t('tracking', { carrier: tracking.carrier, number: tracking.number })}
        </Text>
      )}
    </Stack>
  );
}

/** The plant found a problem in a print file: the way to the one part to replace. */
function FixArtwork({ order }: { order: OrderWithAlbums }) {
  const { t } = useOrdersTexts();
  const fix = useFixArtwork();
  return (
    <Alert color="yellow" variant="light" title={t('fixArtwork.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('fixArtwork.body')}</Text>
        <Button size="xs" onClick={() => void fix.open(order.albums.map((album) => album.id))}>
          {t('fixArtwork.open')}
        </Button>
        {fix.failed && (
          <Text size="sm" c="red" role="alert">
            {t('fixArtwork.failed')}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * One order of My orders (spec 1 §2): title, status, its albums with their copies, the
 * records, shipping and total with the VAT note, the checkout link for a pending order
 * with an invoice_url, and the standby text instead of it.
 */
export function OrderCard({ order, current }: { order: OrderWithAlbums; current: boolean }) {
  const { t } = useOrdersTexts();
  const { money } = useFormat();
  const { title, order_status: status, price, invoice_url: invoiceUrl } = order.attributes;
  const name = title || t('untitled');
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={name}
      aria-current={current || undefined}
      className={classes.card}
      id={`order-${order.id}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{name}</Text>
          <StateBadge kind="order" state={status} />
        </Group>
        {order.albums.length > 0 && (
          <ul className={classes.albums} aria-label={t('albums')}>
            {order.albums.map((album) => (
              <li key={album.id}>
                <span>{album.title || t('untitledAlbum')}</span>
                <span>{t('copies', { count: album.quantity })}</span>
              </li>
            ))}
          </ul>
        )}
        <OrderFacts order={order} />
        {status === 'artwork_problem' && <FixArtwork order={order} />}
        <OrderTimeline order={order} />
        {price !== null && (
          <Text size="sm" fw={600}>
            {t('total', { price: money(price) })}
          </Text>
        )}
        <VatNote order={order} />
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
      </Stack>
    </Card>
  );
}
