import { Text, Timeline } from '@mantine/core';
import type { OrderDetail } from '../api/order-detail';
import { useAdminOrdersTexts } from '../use-admin-orders-texts';

/** Every state change of the order, oldest first: what, when, and who moved it. */
export function OrderHistory({ history }: { history: OrderDetail['history'] }) {
  const { t, lang } = useAdminOrdersTexts();
  const when = (at: string) =>
    new Date(at).toLocaleString(lang === 'it' ? 'it-IT' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  if (history.length === 0) return <Text c="dimmed">{t('order.noHistory')}</Text>;
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
      {history.map((event, index) => {
        const facts = Object.entries(event.data)
          .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
          .map(([name, value]) => `${name}: ${String(value)}`)
          .join(' · ');
        return (
          <Timeline.Item
            key={`${event.at}-${index}`}
            title={t(`states.order.${event.to}.name`, {
              ns: 'translation',
              defaultValue: event.to,
            })}
          >
            <Text size="xs" c="dimmed">
              {when(event.at)} · {event.actor?.email ?? t('order.bySystem')}
            </Text>
            {facts && <Text size="sm">{facts}</Text>}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
