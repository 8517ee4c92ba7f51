import { i18n } from '../../shared/i18n/i18n';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { Lang } from '../../shared/session/types';

/** The back-office's order texts, loaded with the back-office only (its own chunk). */
const texts = namespaceTexts('adminOrders', {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
});

export const loadAdminOrdersTexts = (lang: Lang) => texts.load(i18n, lang);
export const useAdminOrdersTexts = texts.useTexts;
