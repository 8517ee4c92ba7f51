import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

// Sign-up, activation and password reset are built by a later issue (spec 1 §2).

export function SignupPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.signup')} />;
}

export function ActivatePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.activate')} />;
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.reset')} />;
}
