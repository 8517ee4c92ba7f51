import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

// My orders (spec 1 §2) is built by a later issue; the profile lives in features/profile.

export function OrdersPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.orders')} />;
}
