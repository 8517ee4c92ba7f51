import { Alert, Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { checkNewPassword } from '@vinyl/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { useAccountTexts } from '../../shared/i18n/accounts-texts';
import { notifySuccess } from '../../shared/ui/notify';
import { useChangePassword } from './api/change-password';

/** Change password from the profile: current password required (issue 4 item 2). */
export function ChangePasswordForm() {
  const { t } = useAccountTexts();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const problems = checkNewPassword(password, confirmation);
  const ready = current !== '' && problems.length === 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;
    change.mutate(
      { currentPassword: current, password },
      {
        onSuccess: () => {
          setCurrent('');
          setPassword('');
          setConfirmation('');
          notifySuccess(t('profile.passwordChanged'));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('profile.passwordTitle')}
        </Title>
        <PasswordInput
          label={t('profile.currentPassword')}
          name="current-password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('profile.newPassword')}
          name="new-password"
          autoComplete="new-password"
          required
          description={t('signup.strongPassword')}
          error={
            password !== '' && problems.includes('too_short') ? t('signup.tooShort') : undefined
          }
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('profile.confirmPassword')}
          name="confirm-password"
          autoComplete="new-password"
          required
          error={
            confirmation !== '' && problems.includes('mismatch') ? t('signup.mismatch') : undefined
          }
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
        />
        {change.isError && (
          <Alert color="red" variant="light" role="alert">
            {isApiError(change.error) ? change.error.title : change.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" variant="default" disabled={!ready} loading={change.isPending}>
            {t('profile.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
