import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n';
import { isLang, type Lang } from '../../shared/session/types';

/**
 * The My orders texts are a namespace of their own, loaded with this page only (DESIGN.md
 * budget). Both files hold the same keys (checked by a test).
 */
export const ORDERS_NS = 'orders';

const bundles: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
};

export async function loadOrdersTexts(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, ORDERS_NS)) return;
  const { default: texts } = await bundles[lang]();
  i18n.addResourceBundle(lang, ORDERS_NS, texts);
}

/** `useTranslation` for the orders texts, with `ready` once they are in. */
export function useOrdersTexts() {
  const translation = useTranslation(ORDERS_NS);
  const lang: Lang = isLang(translation.i18n.language) ? translation.i18n.language : 'en';
  const ready = translation.i18n.hasResourceBundle(lang, ORDERS_NS);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (ready) return;
    let active = true;
    void loadOrdersTexts(lang).then(() => {
      if (active) setLoads((count) => count + 1);
    });
    return () => {
      active = false;
    };
  }, [lang, ready]);
  return { ...translation, ready };
}
