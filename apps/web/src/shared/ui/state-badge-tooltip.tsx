import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

export interface StateBadgeTooltipProps {
  help: string;
  /** Open at once: the badge is still pointed at or focused. */
  opened: boolean;
  children: ReactElement;
}

/** A state badge's explanation (state-badge.tsx): a chunk of its own, mounted on first use. */
export function StateBadgeTooltip({ help, opened, children }: StateBadgeTooltipProps) {
  return (
    <Tooltip
      label={help}
      multiline
      maw={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
      defaultOpened={opened}
    >
      {children}
    </Tooltip>
  );
}
