import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n';
import { isLang, type Lang } from '../../shared/session/types';

/**
 * The summary (preview view 1) texts are a namespace of their own, loaded with this page only (DESIGN.md
 * budget). Both files hold the same keys (checked by a test).
 */
export const SUMMARY_NS = 'summary';

const bundles: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
};

export async function loadSummaryTexts(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, SUMMARY_NS)) return;
  const { default: texts } = await bundles[lang]();
  i18n.addResourceBundle(lang, SUMMARY_NS, texts);
}

/** `useTranslation` for the summary texts, with `ready` once they are in. */
export function useSummaryTexts() {
  const translation = useTranslation(SUMMARY_NS);
  const lang: Lang = isLang(translation.i18n.language) ? translation.i18n.language : 'en';
  const ready = translation.i18n.hasResourceBundle(lang, SUMMARY_NS);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (ready) return;
    let active = true;
    void loadSummaryTexts(lang).then(() => {
      if (active) setLoads((count) => count + 1);
    });
    return () => {
      active = false;
    };
  }, [lang, ready]);
  return { ...translation, ready };
}
