import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

/** View 0 "Album preview" (spec 1 §2). */
export function AlbumPreview() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.preview')} />;
}
