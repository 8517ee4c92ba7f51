import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

// The format chooser and the five wizard steps (spec 2 §2) are built by later issues.

export function VinylsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.vinyls')} />;
}

export function TextsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.texts')} />;
}

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
