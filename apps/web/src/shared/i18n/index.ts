export { effectiveLanguage } from './effective-language';
export { i18n } from './i18n';
export { applyLanguageFor, chooseLanguage, currentLanguage } from './language';
