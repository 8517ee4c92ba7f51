import type { Lang } from '../session/types';

/**
 * The language every screen shows (issue 14 item 3): the visitor's choice once made; before
 * that, the browser's first language when it is Italian or English, Italian otherwise.
 * One answer for the whole visit, never one per page: the spec's "Italian on the login and
 * title screens, English elsewhere" (spec 1 §9) changed the language under a new visitor
 * (decision 014).
 */
export function effectiveLanguage(chosen: Lang | null, browserLanguages: readonly string[]): Lang {
  if (chosen) return chosen;
  const first = browserLanguages[0]?.slice(0, 2).toLowerCase();
  return first === 'en' ? 'en' : 'it';
}

/** The browser's languages, most preferred first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}
