import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

// Wizard steps built by later issues; the format chooser and the title step live in
// features/vinyls and features/texts.

export function TracksPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.tracks')} />;
}

export function OptionsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.options')} />;
}

export function FileUploaderPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.fileUploader')} />;
}

export function PreviewPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.preview')} />;
}
