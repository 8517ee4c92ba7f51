import { i18n } from '../../shared/i18n/i18n';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { Lang } from '../../shared/session/types';

/** The catalogue editor's texts, loaded with the editor only (DESIGN.md budget). */
const texts = namespaceTexts('adminCatalogue', {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
});

export const loadAdminCatalogueTexts = (lang: Lang) => texts.load(i18n, lang);
export const useAdminCatalogueTexts = texts.useTexts;
