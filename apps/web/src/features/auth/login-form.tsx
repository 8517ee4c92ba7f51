import { Alert, Anchor, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useCallback, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { login } from '../../shared/api/session/login';
import type { Credentials } from '../../shared/api/session/login';
import { logout } from '../../shared/api/session/logout';
import { PATHS } from '../../shared/lib/paths';
import { useAsyncAction } from '../../shared/lib/use-async-action';
import { useSessionStore } from '../../shared/session';
import { BotCheckSlot } from './bot-check-slot';
import { PasswordField } from './password-field';

class DraftUserError extends Error {}

/** Signs in; a user whose e-mail is not active yet is signed out again (spec 1 §4). */
async function signIn(credentials: Credentials) {
  const user = await login(credentials);
  if (user.status === 'draft') {
    await logout().catch(() => undefined);
    throw new DraftUserError();
  }
  useSessionStore.getState().setUser(user);
  return user;
}

/** Username and password, both required (spec 1 §2, §5). */
export function LoginForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = useAsyncAction(
    useCallback(
      async (credentials: Credentials) => {
        await signIn(credentials);
        await navigate(PATHS.dashboard);
      },
      [navigate],
    ),
  );
  const complete = username.trim() !== '' && password !== '';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete) submit.run({ username: username.trim(), password });
  };
  const draft = submit.error instanceof DraftUserError;
  const failed = submit.error !== null;
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('login.formTitle')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('login.username')}
            name="username"
            type="email"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
          />
          <PasswordField
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <BotCheckSlot purpose="sign-in" />
          {failed && (
            <Alert color="red" variant="light" role="alert">
              {draft ? t('login.draftUser') : t('login.loginFailed')}
            </Alert>
          )}
          <Button type="submit" color="dark" disabled={!complete} loading={submit.pending}>
            {t('login.submit')}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to={PATHS.resetPassword} size="sm">
              {t('login.forgotPassword')}
            </Anchor>
            <Anchor component={Link} to={PATHS.signup} size="sm">
              {t('login.signup')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
