import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import classes from './login-page.module.css';

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook' };
const PROBLEM_KEYS: Record<string, string> = {
  not_configured: 'social.notConfigured',
  failed: 'social.failed',
  email_missing: 'social.emailMissing',
};

/**
 * Social sign-in is a full-page navigation to the server (spec 1 §7, ARCHITECTURE.md). Both
 * buttons are always shown; when a provider is not configured, or the sign-in did not work,
 * the server sends the visitor back here with `social_error`, and this says why.
 */
export function SocialSignIn() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const problem = PROBLEM_KEYS[params.get('social_error') ?? ''];
  const provider = PROVIDER_NAMES[params.get('provider') ?? ''] ?? 'Google';
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" ta="center">
        {t('login.socialTitle')}
      </Text>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {t(problem, { provider })}
        </Alert>
      )}
      <div className={classes.social}>
        <Button
          component="a"
          href="/ext/google/login"
          variant="default"
          leftSection={<IconBrandGoogle size={18} aria-hidden="true" />}
        >
          {t('login.google')}
        </Button>
        <Button
          component="a"
          href="/ext/facebook/login"
          variant="default"
          leftSection={<IconBrandFacebook size={18} aria-hidden="true" />}
        >
          {t('login.facebook')}
        </Button>
      </div>
    </Stack>
  );
}
