import { useSessionStore } from '../session/session-store';
import { isLang } from '../session/types';
import type { Lang } from '../session/types';
import { effectiveLanguage } from './effective-language';
import { i18n, loadLanguage } from './i18n';

/** The language the interface shows right now. */
export function currentLanguage(): Lang {
  return isLang(i18n.language) ? i18n.language : 'en';
}

async function show(lang: Lang): Promise<void> {
  await loadLanguage(lang);
  document.documentElement.lang = lang;
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

/** Shows the language a page should have (called on every navigation). */
export function applyLanguageFor(pathname: string): Promise<void> {
  return show(effectiveLanguage(useSessionStore.getState().lang, pathname));
}

/** Loads the first page's language before anything renders. */
export function prepareInitialLanguage(): Promise<void> {
  return show(currentLanguage());
}

/** The visitor picks a language: remembered in the session and the `lang` cookie. */
export function chooseLanguage(lang: Lang): Promise<void> {
  useSessionStore.getState().setLang(lang);
  return show(lang);
}
