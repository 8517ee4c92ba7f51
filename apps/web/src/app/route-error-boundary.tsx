import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PATHS } from '../shared/lib/paths';
import { PageTitle } from '../shared/ui/page-title';

/** Each route's error boundary: the rest of the chrome stays usable. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Stack gap="md" py="xl" maw={560} role="alert">
      <PageTitle>{notFound ? t('notFound.title') : t('error.title')}</PageTitle>
      <Text>{notFound ? t('notFound.text') : t('error.text')}</Text>
      <Group gap="sm">
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        <Button component="a" href={PATHS.home} variant="default">
          {t('error.home')}
        </Button>
      </Group>
    </Stack>
  );
}
