import { namespaceTexts } from './namespace-texts';

/**
 * The album screens' texts (dashboard, format chooser, title step, summary box) are a
 * namespace of their own, loaded with those screens: the login route carries none of
 * them (DESIGN.md budget). Both files hold the same keys (checked by a test).
 */
const texts = namespaceTexts('albums', {
  en: () => import('./locales/albums/en.json'),
  it: () => import('./locales/albums/it.json'),
});

export const ALBUMS_NS = texts.ns;
export const loadAlbumTexts = texts.load;
/** `useTranslation` for these texts, with `ready` once the language's texts are in. */
export const useAlbumTexts = texts.useTexts;
