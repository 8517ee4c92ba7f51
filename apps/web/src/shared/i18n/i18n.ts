import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSessionStore } from '../session/session-store';
import type { Lang } from '../session/types';
import { browserLanguages, effectiveLanguage } from './effective-language';

/**
 * One i18next instance for the app. Each language's texts are a bundled JSON file loaded
 * when the language is first shown, so a page carries one language, not both (DESIGN.md:
 * login route budget). Both files hold the same keys (checked by a test), so the English
 * fallback is never needed for a missing Italian text.
 */
const bundles: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
};

export const i18n = createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: effectiveLanguage(useSessionStore.getState().lang, browserLanguages()),
  fallbackLng: 'en',
  supportedLngs: ['it', 'en'],
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});

/** Makes a language's texts available (once). */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const { default: texts } = await bundles[lang]();
  i18n.addResourceBundle(lang, 'translation', texts);
}
