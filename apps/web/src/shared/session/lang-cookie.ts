import type { Lang } from './types';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language also lives in a cookie so the server can answer in it (spec 1 §3). */
export function writeLangCookie(lang: Lang): void {
  document.cookie = `lang=${lang}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
