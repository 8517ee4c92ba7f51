import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLang, type Lang } from '../session/types';

type Bundles = Record<Lang, () => Promise<{ default: Record<string, unknown> }>>;

/**
 * Texts kept in a namespace of their own, loaded with the screens that use them, so the
 * login route carries none of them (DESIGN.md budget). Each namespace has an English and an
 * Italian file with the same keys (checked by a test next to them).
 *
 * `load` takes the app's i18next instance from the caller: importing it here would split it
 * out of the first page's bundle into a chunk of its own.
 */
export function namespaceTexts(ns: string, bundles: Bundles) {
  async function load(i18n: I18n, lang: Lang): Promise<void> {
    if (i18n.hasResourceBundle(lang, ns)) return;
    const { default: texts } = await bundles[lang]();
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, texts);
  }

  /** `useTranslation` for the namespace, with `ready` once the language's texts are in. */
  function useTexts() {
    const translation = useTranslation(ns);
    const lang: Lang = isLang(translation.i18n.language) ? translation.i18n.language : 'en';
    const ready = translation.i18n.hasResourceBundle(lang, ns);
    const [, setLoads] = useState(0);
    useEffect(() => {
      if (ready) return;
      let active = true;
      void load(translation.i18n, lang).then(() => {
        if (active) setLoads((count) => count + 1);
      });
      return () => {
        active = false;
      };
    }, [translation.i18n, lang, ready]);
    return { ...translation, ready, lang };
  }

  return { ns, load, useTexts };
}
