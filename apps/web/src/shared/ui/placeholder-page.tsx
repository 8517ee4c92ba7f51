import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';

/** A page that a later issue builds: its heading inside the real chrome. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" py="md">
      <PageTitle>{title}</PageTitle>
      <Text c="dimmed">{t('pages.comingSoon')}</Text>
    </Stack>
  );
}
