import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

// Wizard steps built by later issues; the format chooser, the title step, the uploader and
// the disc options live in features/vinyls, texts, tracks and options.

export function TracksPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.tracks')} />;
}

export function FileUploaderPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.fileUploader')} />;
}

export function PreviewPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.preview')} />;
}
