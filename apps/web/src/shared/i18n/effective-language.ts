import { PATHS, normalizePathname } from '../lib/paths';
import type { Lang } from '../session/types';

/**
 * The language a screen shows (spec 1 §9): the visitor's choice once made; before that,
 * Italian on the login screen and on the title step, English everywhere else.
 */
export function effectiveLanguage(chosen: Lang | null, pathname: string): Lang {
  if (chosen) return chosen;
  const path = normalizePathname(pathname);
  return path === PATHS.login || path === PATHS.texts ? 'it' : 'en';
}
