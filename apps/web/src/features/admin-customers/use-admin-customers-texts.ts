import { i18n } from '../../shared/i18n/i18n';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { Lang } from '../../shared/session/types';

/** The back-office's customer texts, loaded with those pages only. */
const texts = namespaceTexts('adminCustomers', {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
});

export const loadAdminCustomersTexts = (lang: Lang) => texts.load(i18n, lang);
export const useAdminCustomersTexts = texts.useTexts;
