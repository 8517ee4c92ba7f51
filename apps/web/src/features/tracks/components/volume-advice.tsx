import { Text } from '@mantine/core';
import { calculateVolumeAdvice, type Format, type Rpm } from '@vinyl/domain';
import { useTracksTexts } from '../use-tracks-texts';

const KEYS = {
  optimal: 'volume.optimal',
  medium: 'volume.medium',
  low: 'volume.low',
  'very low': 'volume.veryLow',
} as const;

/** The cut's volume for the side's length, from the domain's tables (spec 2 §9). */
export function VolumeAdvice({
  format,
  rpm,
  seconds,
}: {
  format: Format;
  rpm: Rpm;
  seconds: number;
}) {
  const { t } = useTracksTexts();
  const advice = calculateVolumeAdvice(format, rpm, seconds);
  if (!advice || seconds <= 0) return null;
  const warn = advice.level === 'low' || advice.level === 'very low';
  return (
    <Text size="sm" c={warn ? 'orange.9' : 'dimmed'} data-testid="volume-advice">
      {t(KEYS[advice.level], { minutes: advice.advisedMinutes ?? 0 })}
    </Text>
  );
}
