import { namespaceTexts } from './namespace-texts';

/**
 * The account screens' texts (sign-up, activation, reset, profile) are a namespace of their
 * own, loaded with those screens: the login route carries none of them (DESIGN.md budget).
 * Both files hold the same keys (checked by a test).
 */
const texts = namespaceTexts('accounts', {
  en: () => import('./locales/accounts/en.json'),
  it: () => import('./locales/accounts/it.json'),
});

export const ACCOUNTS_NS = texts.ns;
/** `useTranslation` for these texts, with `ready` once the language's texts are in. */
export const useAccountTexts = texts.useTexts;
