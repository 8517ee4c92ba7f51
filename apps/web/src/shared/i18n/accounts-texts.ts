import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLang } from '../session/types';
import type { Lang } from '../session/types';

/**
 * The account screens' texts (sign-up, activation, reset, profile) are a namespace of their
 * own, loaded with those screens: the login route carries none of them (DESIGN.md budget).
 * Both files hold the same keys (checked by a test).
 */
export const ACCOUNTS_NS = 'accounts';

const bundles: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/accounts/en.json'),
  it: () => import('./locales/accounts/it.json'),
};

/** `useTranslation` for the account texts, with `ready` once the language's texts are in. */
export function useAccountTexts() {
  const translation = useTranslation(ACCOUNTS_NS);
  const { i18n } = translation;
  const lang: Lang = isLang(i18n.language) ? i18n.language : 'en';
  const ready = i18n.hasResourceBundle(lang, ACCOUNTS_NS);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (ready) return undefined;
    let active = true;
    void bundles[lang]().then(({ default: texts }) => {
      if (!i18n.hasResourceBundle(lang, ACCOUNTS_NS)) {
        i18n.addResourceBundle(lang, ACCOUNTS_NS, texts);
      }
      if (active) setLoads((count) => count + 1);
    });
    return () => {
      active = false;
    };
  }, [i18n, lang, ready]);
  return { ...translation, ready };
}
