import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n';
import { isLang, type Lang } from '../../shared/session/types';

/**
 * The album preview texts are a namespace of their own, loaded with this page only (DESIGN.md
 * budget). Both files hold the same keys (checked by a test).
 */
export const PREVIEW_NS = 'preview';

const bundles: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
};

export async function loadPreviewTexts(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, PREVIEW_NS)) return;
  const { default: texts } = await bundles[lang]();
  i18n.addResourceBundle(lang, PREVIEW_NS, texts);
}

/** `useTranslation` for the preview texts, with `ready` once they are in. */
export function usePreviewTexts() {
  const translation = useTranslation(PREVIEW_NS);
  const lang: Lang = isLang(translation.i18n.language) ? translation.i18n.language : 'en';
  const ready = translation.i18n.hasResourceBundle(lang, PREVIEW_NS);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (ready) return;
    let active = true;
    void loadPreviewTexts(lang).then(() => {
      if (active) setLoads((count) => count + 1);
    });
    return () => {
      active = false;
    };
  }, [lang, ready]);
  return { ...translation, ready };
}
