import { Group, Progress, Stack, Text } from '@mantine/core';
import { calculateRemainingTime, formatDuration, isSideExceeded } from '@vinyl/domain';
import { useTracksTexts } from '../use-tracks-texts';

export interface SideMeterProps {
  sideLabel: string;
  /** Seconds on the side, uploads on their way included. */
  used: number;
  limit: number;
}

/** The side's length as a bar against its limit (DESIGN.md: show, don't tell). */
export function SideMeter({ sideLabel, used, limit }: SideMeterProps) {
  const { t } = useTracksTexts();
  const exceeded = isSideExceeded(used, limit);
  const label = t('meter.label', {
    side: sideLabel,
    used: formatDuration(used),
    limit: formatDuration(limit),
  });
  return (
    <Stack gap={4}>
      <Progress
        value={Math.min(100, (used / limit) * 100)}
        color={exceeded ? 'red.8' : 'ember'}
        size="lg"
        aria-label={label}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" data-testid="side-total">
          {label}
        </Text>
        <Text size="sm" fw={exceeded ? 700 : 400} c={exceeded ? 'red.8' : 'dimmed'}>
          {exceeded
            ? t('meter.over', { time: formatDuration(used - limit) })
            : t('meter.remaining', { time: formatDuration(calculateRemainingTime(used, limit)) })}
        </Text>
      </Group>
    </Stack>
  );
}
