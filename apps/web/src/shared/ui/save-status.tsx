import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type SaveState = 'saving' | 'saved' | 'failed';

/**
 * The "All changes saved" line of the steps that save as the customer works (the options
 * steps, the title step): polite, so a screen reader hears it without losing its place.
 */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c={state === 'failed' ? 'red.9' : 'dimmed'} aria-live="polite">
      {t(`saveStatus.${state}`)}
    </Text>
  );
}
