import { Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './app-loading.module.css';
import { VinylRecord } from './vinyl-record';

/** Shown while the first page's guard runs, once it has taken 400 ms (app-loading.module.css). */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite" className={classes.delayed}>
      <Stack align="center" gap="sm">
        <VinylRecord size={96} spinning />
        <Text c="dimmed">{t('app.loading')}</Text>
      </Stack>
    </Center>
  );
}
