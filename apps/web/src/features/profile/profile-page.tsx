import { Anchor, Divider, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountTexts } from '../../shared/i18n/accounts-texts';
import { PATHS } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import { PageTitle } from '../../shared/ui/page-title';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { ProfileForm } from './profile-form';

/** Spec 1 §2 profile screen, with change password and delete account (issue 4 item 2). */
export function ProfilePage() {
  const { t: tMain } = useTranslation();
  const { t, ready } = useAccountTexts();
  const user = useSessionStore((state) => state.user);
  const isAnonymous = useSessionStore((state) => state.isAnonymous);
  return (
    <Stack gap="lg" py="md" maw={640}>
      <PageTitle>{tMain('pages.profile')}</PageTitle>
      {!ready ? (
        <Loader color="dark" />
      ) : !user || isAnonymous ? (
        <Text>
          {t('profile.guestText')}{' '}
          <Anchor component={Link} to={PATHS.signup}>
            {t('profile.guestSignup')}
          </Anchor>
        </Text>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="xl">
            <ProfileForm key={user.id} user={user} />
            <Divider />
            <ChangePasswordForm />
            <Divider />
            <DeleteAccount />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
