import { Badge, Tooltip } from '@mantine/core';
import type { AlbumStatusLabel, OrderStatus } from '@vinyl/domain';
import { useTranslation } from 'react-i18next';
import { useMountOnUse } from './use-mount-on-use';

export type StateBadgeProps =
  { kind: 'album'; state: AlbumStatusLabel } | { kind: 'order'; state: OrderStatus };

/**
 * One vocabulary of states (issue 14 item 8): an album's state and an order's state have
 * words of their own, the same on every screen, each explained where it appears (a tooltip
 * on hover and focus; screen readers hear the explanation with the name).
 */
export function StateBadge({ kind, state }: StateBadgeProps) {
  const { t } = useTranslation();
  const name = t(`states.${kind}.${state}.name`);
  const help = t(`states.${kind}.${state}.help`);
  // The tooltip mounts when the badge is first pointed at, focused or touched, open; the
  // badge alone until then (one per album and order on the dashboard; decision 060).
  const { target, used, mount } = useMountOnUse<HTMLDivElement>();
  const badge = (
    <Badge
      ref={target}
      variant={kind === 'album' ? 'filled' : 'light'}
      color="dark"
      tabIndex={0}
      aria-label={t('states.label', { state: name, help })}
      data-state={state}
      {...(!used && { onPointerEnter: mount, onFocus: mount, onTouchStart: mount })}
    >
      {name}
    </Badge>
  );
  if (!used) return badge;
  return (
    <Tooltip
      label={help}
      multiline
      maw={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
      defaultOpened
    >
      {badge}
    </Tooltip>
  );
}
