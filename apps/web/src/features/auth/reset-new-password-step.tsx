import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBotCheck } from '../../shared/bot-check/use-bot-check';
import { useAccountTexts } from '../../shared/i18n/accounts-texts';
import { useResetPassword } from './api/reset-password';
import { formErrorMessage } from './form-errors';
import { isNewPasswordReady, NewPasswordFields } from './new-password-fields';
import { usePasswordStrength } from './password-strength';

/** Step "insert-new-password": at least 8 characters, equal to the confirmation, bot check. */
export function ResetNewPasswordStep({ uuid, onDone }: { uuid: string; onDone: () => void }) {
  const { t: tMain } = useTranslation();
  const { t } = useAccountTexts();
  const botCheck = useBotCheck();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const strength = usePasswordStrength(password);
  const ready = isNewPasswordReady(password, confirmation, strength);
  const alert = failure ?? (botCheck.unavailable ? tMain('botCheck.notLoaded') : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    setFailure(null);
    setBusy(true);
    try {
      await reset.mutateAsync({ uuid, password, botCheck: await botCheck.solve() });
      onDone();
    } catch (error) {
      setFailure(formErrorMessage(error, tMain, t('reset.error')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <Text c="dimmed">{t('reset.newPasswordText')}</Text>
      <form onSubmit={(event) => void onSubmit(event)} noValidate {...botCheck.triggers}>
        <Stack gap="sm">
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            strength={strength}
            passwordLabel={t('reset.password')}
            confirmationLabel={t('reset.confirm')}
          />
          {alert && (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          )}
          <Button type="submit" color="dark" disabled={!ready} loading={busy}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
      {botCheck.slot}
    </Stack>
  );
}
