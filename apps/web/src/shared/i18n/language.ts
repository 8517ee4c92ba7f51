import { languageOfPath } from '../lib/paths';
import { writeLangCookie } from '../session/lang-cookie';
import { useSessionStore } from '../session/session-store';
import { isLang } from '../session/types';
import type { Lang } from '../session/types';
import { browserLanguages, effectiveLanguage } from './effective-language';
import { i18n, loadLanguage, loadMoreTexts } from './i18n';

/** The language the interface shows right now. */
export function currentLanguage(): Lang {
  return isLang(i18n.language) ? i18n.language : visitLanguage();
}

/** The language of this visit: the choice, else the browser's (issue 14 item 3). */
export function visitLanguage(): Lang {
  return effectiveLanguage(useSessionStore.getState().lang, browserLanguages());
}

/** The newest `show`: an older one whose texts arrive later changes nothing. */
let shown = 0;

async function show(lang: Lang): Promise<void> {
  shown += 1;
  const call = shown;
  await loadLanguage(lang);
  if (call !== shown) return;
  document.documentElement.lang = lang;
  // The server answers in the language the page shows (mails, the payment page), chosen or not.
  if (!document.cookie.split('; ').includes(`lang=${lang}`)) writeLangCookie(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

/** Shows the visit's language (called on every navigation: a choice made elsewhere holds). */
export function applyVisitLanguage(): Promise<void> {
  return show(visitLanguage());
}

/**
 * The texts beyond the login screen's in the visit's language (i18n.ts `moreBundles`):
 * every page but the login page and every part of the signed-in chrome waits for them.
 */
export function loadPageTexts(): Promise<void> {
  return loadMoreTexts(currentLanguage());
}

/**
 * Loads the first page's language before anything renders: the one `/it` or `/en` chooses
 * (the guard then records the choice), else the visit's.
 */
export function prepareInitialLanguage(): Promise<void> {
  return show(languageOfPath(window.location.pathname) ?? currentLanguage());
}

/** The visitor picks a language: remembered in the session and the `lang` cookie. */
export function chooseLanguage(lang: Lang): Promise<void> {
  useSessionStore.getState().setLang(lang);
  return show(lang);
}
