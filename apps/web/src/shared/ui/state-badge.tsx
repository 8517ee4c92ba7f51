import { Badge } from '@mantine/core';
import type { AlbumStatusLabel, OrderStatus } from '@vinyl/domain';
import { useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { onUse } from '../lib/on-use';
import { useMountOnUse } from './use-mount-on-use';

// Mantine's Tooltip and its positioning code load on first use (decision 061).
const Explanation = onUse(() =>
  import('./state-badge-tooltip').then((module) => module.StateBadgeTooltip),
);

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
  const { target, used, opening, mount } = useMountOnUse<HTMLDivElement>(Explanation.load, {
    quiet: true,
  });
  const Tooltip = used ? Explanation.loaded : undefined;
  // Still pointed at or focused when the tooltip's code arrives: it opens then, not after.
  const [pointed, setPointed] = useState(false);
  const enter = () => {
    setPointed(true);
    mount();
  };
  // A tap's pointer leaves as the finger lifts, before the code has arrived: the tap still
  // asks for the explanation (the tooltip closes on the next press elsewhere).
  const leave = () => setPointed(false);
  const pointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') leave();
  };
  const badge = (
    <Badge
      ref={target}
      variant={kind === 'album' ? 'filled' : 'light'}
      color="dark"
      tabIndex={0}
      aria-label={t('states.label', { state: name, help })}
      data-state={state}
      {...(!Tooltip && {
        onPointerEnter: enter,
        onFocus: enter,
        onTouchStart: enter,
        onPointerLeave: pointerLeave,
        onBlur: leave,
      })}
    >
      {name}
    </Badge>
  );
  if (!Tooltip) return badge;
  return (
    <Tooltip help={help} opened={pointed && opening}>
      {badge}
    </Tooltip>
  );
}
