import { SegmentedControl, Stack, Text } from '@mantine/core';
import {
  formatDuration,
  getRpmSideLimit,
  type Catalog,
  type Format,
  type Rpm,
} from '@vinyl/domain';
import { useTracksTexts } from '../use-tracks-texts';

export interface RpmPickerProps {
  catalog: Catalog;
  format: Format;
  rpms: Rpm[];
  value: Rpm;
  disabled: boolean;
  onChange: (rpm: Rpm) => void;
}

/** The format's speeds; each has its own time per side (spec 2 §9 rpm limits). */
export function RpmPicker({ catalog, format, rpms, value, disabled, onChange }: RpmPickerProps) {
  const { t } = useTracksTexts();
  const limits = rpms
    .map((rpm) =>
      t('speed.limit', { rpm, time: formatDuration(getRpmSideLimit(catalog, format, rpm) ?? 0) }),
    )
    .join(', ');
  return (
    <Stack gap={4}>
      <Text id="rpm-label" fw={600} size="sm">
        {t('speed.label')}
      </Text>
      <SegmentedControl
        aria-labelledby="rpm-label"
        data={rpms.map((rpm) => ({ value: rpm, label: t('speed.rpm', { rpm }) }))}
        value={value}
        disabled={disabled}
        onChange={(next) => onChange(next as Rpm)}
        w="fit-content"
      />
      <Text size="xs" c="dimmed">
        {t('speed.help', { limits })}
      </Text>
    </Stack>
  );
}
