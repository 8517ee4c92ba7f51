import { namespaceTexts } from '../i18n/namespace-texts';

/**
 * The sound check's texts (issue 19): verdicts, facts and states, shown on the tracks step,
 * the summary and the plant's order page. A namespace of its own, loaded with those
 * screens only (DESIGN.md budget); both files hold the same keys (checked by a test).
 */
const texts = namespaceTexts('audioAnalysis', {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
});

export const AUDIO_ANALYSIS_NS = texts.ns;
export const loadAudioAnalysisTexts = texts.load;
/** `useTranslation` for these texts, with `ready` once the language's texts are in. */
export const useAudioAnalysisTexts = texts.useTexts;
