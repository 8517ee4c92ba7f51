import { i18n } from '../../../shared/i18n/i18n';
import { namespaceTexts } from '../../../shared/i18n/namespace-texts';
import type { Lang } from '../../../shared/session/types';

/**
 * The cart texts are a namespace of their own, loaded when the cart opens (DESIGN.md
 * budget). Both files hold the same keys (checked by a test).
 */
const texts = namespaceTexts('cart', {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
});

export const CART_NS = texts.ns;
export const loadCartTexts = (lang: Lang) => texts.load(i18n, lang);
/** `useTranslation` for these texts, with `ready` once they are in. */
export const useCartTexts = texts.useTexts;
