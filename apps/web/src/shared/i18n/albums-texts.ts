import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLang } from '../session/types';
import type { Lang } from '../session/types';

/**
 * The album screens' texts (dashboard, format chooser, title step, summary box) are a
 * namespace of their own, loaded with those screens: the login route carries none of
 * them (DESIGN.md budget). Both files hold the same keys (checked by a test).
 */
export const ALBUMS_NS = 'albums';

const bundles: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/albums/en.json'),
  it: () => import('./locales/albums/it.json'),
};

/** Takes the app's i18next instance from the caller: importing it here would split it out
 * of the first page's bundle into a chunk of its own (DESIGN.md budget). */
export async function loadAlbumTexts(i18n: I18n, lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, ALBUMS_NS)) return;
  const { default: texts } = await bundles[lang]();
  i18n.addResourceBundle(lang, ALBUMS_NS, texts);
}

/** `useTranslation` for the album texts, with `ready` once the language's texts are in. */
export function useAlbumTexts() {
  const translation = useTranslation(ALBUMS_NS);
  const lang: Lang = isLang(translation.i18n.language) ? translation.i18n.language : 'en';
  const ready = translation.i18n.hasResourceBundle(lang, ALBUMS_NS);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (ready) return;
    let active = true;
    void loadAlbumTexts(translation.i18n, lang).then(() => {
      if (active) setLoads((count) => count + 1);
    });
    return () => {
      active = false;
    };
  }, [translation.i18n, lang, ready]);
  return { ...translation, ready };
}
