import { i18n } from '../../shared/i18n/i18n';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { Lang } from '../../shared/session/types';

/** The designer's texts, loaded with the designer only (its own chunk). */
const texts = namespaceTexts('designer', {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
});

export const loadDesignerTexts = (lang: Lang) => texts.load(i18n, lang);
export const useDesignerTexts = texts.useTexts;
