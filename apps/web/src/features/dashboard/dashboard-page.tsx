import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

/** Home and dashboard (spec 1 §2 "Dashboard"); the album and order lists come later. */
export function DashboardPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.dashboard')} />;
}
