import { Button, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LazyAlert } from '../../shared/ui/lazy-alert';
import { useSignInProviders, type SocialProvider } from './api/get-sign-in-providers';
import classes from './login-page.module.css';

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook' };
const PROBLEM_KEYS: Record<string, string> = {
  not_configured: 'social.notConfigured',
  failed: 'social.failed',
  email_missing: 'social.emailMissing',
};

const BUTTONS: Record<SocialProvider, { label: string; icon: typeof IconBrandGoogle }> = {
  google: { label: 'login.google', icon: IconBrandGoogle },
  facebook: { label: 'login.facebook', icon: IconBrandFacebook },
};

/**
 * Social sign-in is a full-page navigation to the server (spec 1 §7, ARCHITECTURE.md). Only
 * the providers the server has configured get a button (issue 14 item 14); with none, the
 * section is not there. When a sign-in did not work the server sends the visitor back here
 * with `social_error`, and this says why.
 */
export function SocialSignIn() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const providers = useSignInProviders();
  const problem = PROBLEM_KEYS[params.get('social_error') ?? ''];
  const provider = PROVIDER_NAMES[params.get('provider') ?? ''] ?? 'Google';
  if (providers.length === 0 && !problem) return null;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" ta="center">
        {t('login.socialTitle')}
      </Text>
      {problem && (
        <LazyAlert color="red" variant="light" role="alert">
          {t(problem, { provider })}
        </LazyAlert>
      )}
      <div className={classes.social}>
        {providers.map((name) => {
          const { label, icon: Icon } = BUTTONS[name];
          return (
            <Button
              key={name}
              component="a"
              href={`/ext/${name}/login`}
              variant="default"
              leftSection={<Icon size={18} aria-hidden="true" />}
            >
              {t(label)}
            </Button>
          );
        })}
      </div>
    </Stack>
  );
}
