import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../shared/lib/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { VinylRecord } from '../../shared/ui/vinyl-record';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <VinylRecord size={140} labelColor="var(--mantine-color-gray-5)" />
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Text c="dimmed">{t('notFound.text')}</Text>
      <Button component={Link} to={PATHS.home}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
