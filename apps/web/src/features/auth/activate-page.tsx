import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAccountTexts } from '../../shared/i18n/accounts-texts';
import { PATHS } from '../../shared/lib/paths';
import { useActivation } from './api/activate-account';
import { AuthCard } from './auth-card';

/** Spec 1 §2 activation: no uuid goes to /login; otherwise a spinner, then success or error. */
export function ActivatePage() {
  const { t: tMain } = useTranslation();
  const { t, ready } = useAccountTexts();
  const [params] = useSearchParams();
  const uuid = params.get('uuid');
  const activation = useActivation(uuid);
  if (!uuid) return <Navigate to={PATHS.login} replace />;
  return (
    <AuthCard title={tMain('pages.activate')} loading={!ready}>
      {activation.isPending && (
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader color="dark" />
          <Text c="dimmed">{t('activate.working')}</Text>
        </Stack>
      )}
      {activation.isSuccess && (
        <Stack gap="sm" role="status">
          <Title order={2} size="h3">
            {t('activate.doneTitle')}
          </Title>
          <Text>{t('activate.doneText')}</Text>
          <Button component={Link} to={PATHS.login} color="dark">
            {t('activate.login')}
          </Button>
        </Stack>
      )}
      {activation.isError && (
        <Stack gap="sm">
          <Alert color="red" variant="light" role="alert" title={t('activate.expired')}>
            {t('activate.expiredText')}
          </Alert>
          <Anchor component={Link} to={PATHS.signup}>
            {t('activate.signup')}
          </Anchor>
          <Anchor component={Link} to={PATHS.login}>
            {t('activate.login')}
          </Anchor>
        </Stack>
      )}
    </AuthCard>
  );
}
