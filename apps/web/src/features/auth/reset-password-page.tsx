import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAccountTexts } from '../../shared/i18n/accounts-texts';
import { PATHS } from '../../shared/lib/paths';
import { AuthCard } from './auth-card';
import { ResetNewPasswordStep } from './reset-new-password-step';
import { ResetRequestStep } from './reset-request-step';

/** Spec 1 §4 reset steps: request → email-sent; with a uuid: insert-new-password → done. */
type Step = 'request' | 'email-sent' | 'insert-new-password' | 'password-reset-done';

function Finished({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link: 'button' | 'anchor';
}) {
  const { t } = useAccountTexts();
  return (
    <Stack gap="sm" role="status">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text>{text}</Text>
      {link === 'button' ? (
        <Button component={Link} to={PATHS.login} color="dark">
          {t('reset.login')}
        </Button>
      ) : (
        <Anchor component={Link} to={PATHS.login}>
          {t('reset.back')}
        </Anchor>
      )}
    </Stack>
  );
}

export function ResetPasswordPage() {
  const { t: tMain } = useTranslation();
  const { t, ready } = useAccountTexts();
  const [params] = useSearchParams();
  const uuid = params.get('uuid');
  const [step, setStep] = useState<Step>(uuid ? 'insert-new-password' : 'request');
  const [email, setEmail] = useState('');
  return (
    <AuthCard title={tMain('pages.reset')} loading={!ready}>
      {step === 'request' && (
        <ResetRequestStep
          onSent={(address) => {
            setEmail(address);
            setStep('email-sent');
          }}
        />
      )}
      {step === 'email-sent' && (
        <Finished
          title={t('reset.sentTitle')}
          text={t('reset.sentText', { email })}
          link="anchor"
        />
      )}
      {step === 'insert-new-password' && uuid && (
        <ResetNewPasswordStep uuid={uuid} onDone={() => setStep('password-reset-done')} />
      )}
      {step === 'password-reset-done' && (
        <Finished title={t('reset.doneTitle')} text={t('reset.doneText')} link="button" />
      )}
      {(step === 'request' || step === 'insert-new-password') && (
        <Anchor component={Link} to={PATHS.login} size="sm">
          {t('reset.back')}
        </Anchor>
      )}
    </AuthCard>
  );
}
