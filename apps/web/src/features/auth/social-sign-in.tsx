import { Button, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './login-page.module.css';

/** Social sign-in is a full-page navigation to the server (spec 1 §7, ARCHITECTURE.md). */
export function SocialSignIn() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" ta="center">
        {t('login.socialTitle')}
      </Text>
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
