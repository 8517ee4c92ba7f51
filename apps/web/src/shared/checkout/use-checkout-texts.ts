import { i18n } from '../i18n/i18n';
import { namespaceTexts } from '../i18n/namespace-texts';
import type { Lang } from '../session/types';

/**
 * The checkout texts (buyer details, costs, placing an order) are a namespace of their own, loaded when a checkout opens (DESIGN.md
 * budget). Both files hold the same keys (checked by a test).
 */
const texts = namespaceTexts('checkout', {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
});

export const CHECKOUT_NS = texts.ns;
export const loadCheckoutTexts = (lang: Lang) => texts.load(i18n, lang);
/** `useTranslation` for these texts, with `ready` once they are in. */
export const useCheckoutTexts = texts.useTexts;
