import { Anchor, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { login } from '../../shared/api/session/login';
import type { Credentials } from '../../shared/api/session/login';
import { logout } from '../../shared/api/session/logout';
import { BotCheckUnavailableError } from '../../shared/bot-check/engine';
import { useBotCheck } from '../../shared/bot-check/use-bot-check';
import { PATHS } from '../../shared/lib/paths';
import { useAsyncAction } from '../../shared/lib/use-async-action';
import { useSessionStore } from '../../shared/session';
import { LazyAlert } from '../../shared/ui/lazy-alert';
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

/** The sign-in alert (spec 1 §8): draft user, bot check not loaded, rate limit, or failure. */
function loginAlert(error: unknown, botCheckUnavailable: boolean, t: TFunction): string | null {
  if (error === null) return botCheckUnavailable ? t('botCheck.notLoaded') : null;
  if (error instanceof DraftUserError) return t('login.draftUser');
  if (error instanceof BotCheckUnavailableError) return t('botCheck.notLoaded');
  if (isApiError(error, 'rate_limited')) return error.title;
  return t('login.loginFailed');
}

/** Username and password, both required (spec 1 §2, §5), and the invisible bot check. */
export function LoginForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const queryClient = useQueryClient();
  const botCheck = useBotCheck();
  const { solve } = botCheck;
  const submit = useAsyncAction(
    useCallback(
      async (credentials: Credentials) => {
        await signIn({ ...credentials, bot_check: await solve() });
        // A guest's albums now belong to the account: nothing cached as the guest stays.
        queryClient.clear();
        await navigate(PATHS.dashboard);
      },
      [navigate, queryClient, solve],
    ),
  );
  const complete = username.trim() !== '' && password !== '';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete) submit.run({ username: username.trim(), password });
  };
  const alert = loginAlert(submit.error, botCheck.unavailable, t);
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('login.formTitle')}
      </Title>
      <form onSubmit={onSubmit} noValidate {...botCheck.triggers}>
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
          {alert && (
            <LazyAlert color="red" variant="light" role="alert">
              {alert}
            </LazyAlert>
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
      {botCheck.slot}
    </Stack>
  );
}
