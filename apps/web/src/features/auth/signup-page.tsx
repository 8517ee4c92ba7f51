import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBotCheck } from '../../shared/bot-check/use-bot-check';
import { useAccountTexts } from '../../shared/i18n/accounts-texts';
import { PATHS } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import { useSignUp } from './api/sign-up';
import { AuthCard } from './auth-card';
import { formErrorMessage } from './form-errors';
import { isNewPasswordReady, NewPasswordFields } from './new-password-fields';
import { usePasswordStrength } from './password-strength';

function SignupDone({ email, wasGuest }: { email: string; wasGuest: boolean }) {
  const { t } = useAccountTexts();
  return (
    <Stack gap="sm" role="status">
      <Title order={2} size="h3">
        {t('signup.thanksTitle')}
      </Title>
      <Text>{t('signup.confirmEmail', { email })}</Text>
      {wasGuest && <Text c="dimmed">{t('signup.guestKeeps')}</Text>}
      <Anchor component={Link} to={PATHS.login}>
        {t('signup.login')}
      </Anchor>
    </Stack>
  );
}

/** Spec 1 §2 sign-up: e-mail, password and confirmation, invisible bot check; then thanks. */
export function SignupPage() {
  const { t: tMain } = useTranslation();
  const { t, ready: textsReady } = useAccountTexts();
  const botCheck = useBotCheck();
  const signUp = useSignUp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [solving, setSolving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ email: string; wasGuest: boolean } | null>(null);
  const strength = usePasswordStrength(password, [email]);
  const ready = email.trim() !== '' && isNewPasswordReady(password, confirmation, strength);
  const alert = failure ?? (botCheck.unavailable ? tMain('botCheck.notLoaded') : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    setFailure(null);
    const { isAnonymous, uuidUser } = useSessionStore.getState();
    const address = email.trim();
    try {
      setSolving(true);
      const solution = await botCheck.solve();
      await signUp.mutateAsync({
        email: address,
        password,
        uuidUser: isAnonymous ? uuidUser : null,
        botCheck: solution,
      });
      setSentTo({ email: address, wasGuest: isAnonymous });
    } catch (error) {
      setFailure(formErrorMessage(error, tMain, t('signup.failed')));
    } finally {
      setSolving(false);
    }
  }

  return (
    <AuthCard title={tMain('pages.signup')} loading={!textsReady}>
      {sentTo ? (
        <SignupDone email={sentTo.email} wasGuest={sentTo.wasGuest} />
      ) : (
        <>
          <Text c="dimmed">{t('signup.intro')}</Text>
          <form onSubmit={(event) => void onSubmit(event)} noValidate {...botCheck.triggers}>
            <Stack gap="sm">
              <TextInput
                label={t('signup.email')}
                name="email"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
              />
              <NewPasswordFields
                password={password}
                confirmation={confirmation}
                onPassword={setPassword}
                onConfirmation={setConfirmation}
                strength={strength}
                passwordLabel={t('signup.password')}
                confirmationLabel={t('signup.confirm')}
              />
              {alert && (
                <Alert color="red" variant="light" role="alert">
                  {alert}
                </Alert>
              )}
              <Button type="submit" color="dark" disabled={!ready} loading={solving}>
                {t('signup.submit')}
              </Button>
            </Stack>
          </form>
          {botCheck.slot}
          <Text size="sm">
            {t('signup.haveAccount')}{' '}
            <Anchor component={Link} to={PATHS.login}>
              {t('signup.login')}
            </Anchor>
          </Text>
        </>
      )}
    </AuthCard>
  );
}
