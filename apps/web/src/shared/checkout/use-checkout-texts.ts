import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { isLang, type Lang } from '../session/types';

/**
 * The checkout texts (buyer details, costs, placing an order) are a namespace of their own, loaded when a checkout opens (DESIGN.md
 * budget). Both files hold the same keys (checked by a test).
 */
export const CHECKOUT_NS = 'checkout';

const bundles: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
};

export async function loadCheckoutTexts(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, CHECKOUT_NS)) return;
  const { default: texts } = await bundles[lang]();
  i18n.addResourceBundle(lang, CHECKOUT_NS, texts);
}

/** `useTranslation` for the checkout texts, with `ready` once they are in. */
export function useCheckoutTexts() {
  const translation = useTranslation(CHECKOUT_NS);
  const lang: Lang = isLang(translation.i18n.language) ? translation.i18n.language : 'en';
  const ready = translation.i18n.hasResourceBundle(lang, CHECKOUT_NS);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (ready) return;
    let active = true;
    void loadCheckoutTexts(lang).then(() => {
      if (active) setLoads((count) => count + 1);
    });
    return () => {
      active = false;
    };
  }, [lang, ready]);
  return { ...translation, ready };
}
