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

/**
 * The texts the login screen does not show (page titles, the signed-in chrome — cart, user menu, footer,
 * sidebar, summary box — the states' words, credits): the same namespace, in a second file
 * per language that every page but the login page loads beside its code (router.tsx,
 * layout/lazy-parts.ts). Issue 18: ~1.3 KB gzipped less on the first visit to /login.
 */
const moreBundles: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/more/en.json'),
  it: () => import('./locales/more/it.json'),
};
const loaded = new Map<Lang, Promise<void>>();
const moreLoaded = new Map<Lang, Promise<void>>();

function loadOnce(
  cache: Map<Lang, Promise<void>>,
  lang: Lang,
  bundle: () => Promise<{ default: Record<string, unknown> }>,
): Promise<void> {
  let loading = cache.get(lang);
  if (!loading) {
    loading = bundle().then(
      ({ default: texts }) => void i18n.addResourceBundle(lang, 'translation', texts),
      (error: unknown) => {
        cache.delete(lang);
        throw error;
      },
    );
    cache.set(lang, loading);
  }
  return loading;
}

/** Makes a language's texts available (once), with the second file once a page needed it. */
export async function loadLanguage(lang: Lang): Promise<void> {
  await Promise.all([
    i18n.hasResourceBundle(lang, 'translation') && !moreLoaded.has(lang)
      ? undefined
      : loadOnce(loaded, lang, bundles[lang]),
    moreLoaded.size > 0 ? loadMoreTexts(lang) : undefined,
  ]);
}

/** Adds the second file of a language's texts (once); see `moreBundles`. */
export function loadMoreTexts(lang: Lang): Promise<void> {
  return loadOnce(moreLoaded, lang, moreBundles[lang]);
}
