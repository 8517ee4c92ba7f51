import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';
import { PageTitle } from '../../shared/ui/page-title';
import { UnsupportedBrowserWarning } from '../../shared/ui/unsupported-browser-warning';
import { VinylRecord } from '../../shared/ui/vinyl-record';
import { GuestStart } from './guest-start';
import { LoginForm } from './login-form';
import classes from './login-page.module.css';
import { SocialSignIn } from './social-sign-in';

/** The login screen (spec 1 §2): guest start, sign-in form, social sign-in. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <section className={classes.hero}>
        <VinylRecord size="100%" spinning className={classes.record} />
        <div className={classes.heroText}>
          <Text className={classes.heroTitle}>{t('login.heroTitle')}</Text>
          <Text size="lg">{t('login.heroText')}</Text>
        </div>
      </section>
      <Paper className={classes.card} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" gap="sm">
            <PageTitle>{t('login.title')}</PageTitle>
            <LanguageSwitcher />
          </Group>
          <GuestStart />
          <Divider />
          <LoginForm />
          <SocialSignIn />
        </Stack>
      </Paper>
      <UnsupportedBrowserWarning />
    </div>
  );
}
