import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../shared/i18n/i18n';
import { isLang, type Lang } from '../../../shared/session/types';

/**
 * The cart texts are a namespace of their own, loaded when the cart opens (DESIGN.md
 * budget). Both files hold the same keys (checked by a test).
 */
export const CART_NS = 'cart';

const bundles: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
};

export async function loadCartTexts(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, CART_NS)) return;
  const { default: texts } = await bundles[lang]();
  i18n.addResourceBundle(lang, CART_NS, texts);
}

/** `useTranslation` for the cart texts, with `ready` once they are in. */
export function useCartTexts() {
  const translation = useTranslation(CART_NS);
  const lang: Lang = isLang(translation.i18n.language) ? translation.i18n.language : 'en';
  const ready = translation.i18n.hasResourceBundle(lang, CART_NS);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (ready) return;
    let active = true;
    void loadCartTexts(lang).then(() => {
      if (active) setLoads((count) => count + 1);
    });
    return () => {
      active = false;
    };
  }, [lang, ready]);
  return { ...translation, ready };
}
