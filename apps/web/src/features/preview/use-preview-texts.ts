import { i18n } from '../../shared/i18n/i18n';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { Lang } from '../../shared/session/types';

/**
 * The album preview texts are a namespace of their own, loaded with this page only (DESIGN.md
 * budget). Both files hold the same keys (checked by a test).
 */
const texts = namespaceTexts('preview', {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
});

export const PREVIEW_NS = texts.ns;
export const loadPreviewTexts = (lang: Lang) => texts.load(i18n, lang);
/** `useTranslation` for these texts, with `ready` once they are in. */
export const usePreviewTexts = texts.useTexts;
