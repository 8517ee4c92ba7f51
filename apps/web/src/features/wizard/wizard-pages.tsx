import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

// Wizard steps built by later issues; the format chooser, the title step, the uploader and
// the disc options and the graphics live in features/vinyls, texts, tracks, options and graphics.

export function TracksPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.tracks')} />;
}

export function PreviewPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.preview')} />;
}
