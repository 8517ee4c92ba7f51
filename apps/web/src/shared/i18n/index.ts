export { browserLanguages, effectiveLanguage } from './effective-language';
export { i18n, loadLanguage } from './i18n';
export {
  applyVisitLanguage,
  chooseLanguage,
  currentLanguage,
  prepareInitialLanguage,
  visitLanguage,
} from './language';
