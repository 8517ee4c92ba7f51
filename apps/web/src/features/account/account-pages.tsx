import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

// Profile and orders (spec 1 §2) are built by later issues.

export function ProfilePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.profile')} />;
}

export function OrdersPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.orders')} />;
}
