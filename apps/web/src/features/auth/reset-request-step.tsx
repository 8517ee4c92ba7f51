import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { useBotCheck } from '../../shared/bot-check/use-bot-check';
import { useAccountTexts } from '../../shared/i18n/accounts-texts';
import { useRequestPasswordReset } from './api/request-password-reset';
import { formErrorMessage } from './form-errors';

/** Spec 1 §8: 404 "Email not found", 400 "Email bad request", anything else "…contact". */
function requestFailure(error: unknown, t: TFunction, tMain: TFunction): string {
  if (isApiError(error) && error.status === 404) return t('reset.emailNotFound');
  if (isApiError(error) && error.status === 400) {
    return `${t('reset.emailBadRequest')}. ${t('reset.emailBadRequestHint')}`;
  }
  return formErrorMessage(error, tMain, t('reset.error'));
}

/** Step "request": the account's e-mail (required) and the invisible bot check. */
export function ResetRequestStep({ onSent }: { onSent: (email: string) => void }) {
  const { t: tMain } = useTranslation();
  const { t } = useAccountTexts();
  const botCheck = useBotCheck();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const alert = failure ?? (botCheck.unavailable ? tMain('botCheck.notLoaded') : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (address === '') return;
    setFailure(null);
    setBusy(true);
    try {
      await request.mutateAsync({ email: address, botCheck: await botCheck.solve() });
      onSent(address);
    } catch (error) {
      setFailure(requestFailure(error, t, tMain));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <Text c="dimmed">{t('reset.requestText')}</Text>
      <form onSubmit={(event) => void onSubmit(event)} noValidate {...botCheck.triggers}>
        <Stack gap="sm">
          <TextInput
            label={t('reset.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          {alert && (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          )}
          <Button type="submit" color="dark" disabled={email.trim() === ''} loading={busy}>
            {t('reset.send')}
          </Button>
        </Stack>
      </form>
      {botCheck.slot}
    </Stack>
  );
}
