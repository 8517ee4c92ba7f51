import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSessionStore } from '../session/session-store';
import { effectiveLanguage } from './effective-language';
import en from './locales/en.json';
import it from './locales/it.json';

export const resources = {
  en: { translation: en },
  it: { translation: it },
} as const;

/** One i18next instance for the app; resources are bundled, so it is ready synchronously. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: effectiveLanguage(useSessionStore.getState().lang, window.location.pathname),
  fallbackLng: 'en',
  supportedLngs: ['it', 'en'],
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});
