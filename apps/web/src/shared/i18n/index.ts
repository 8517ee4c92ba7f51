export { effectiveLanguage } from './effective-language';
export { i18n, loadLanguage } from './i18n';
export {
  applyLanguageFor,
  chooseLanguage,
  currentLanguage,
  prepareInitialLanguage,
} from './language';
