import type { Locale } from '../../i18n/messages';

/** Titles of the catalogue editor's errors in the operator's language (issue 17). */
export const catalogueMessages: Record<string, Record<Locale, string>> = {
  catalog_invalid: { en: 'The catalogue is not valid', it: 'Il catalogo non è valido' },
  catalogue_version_conflict: {
    en: 'Another catalogue was published since you started: reload it and apply your changes again',
    it: 'Nel frattempo è stato pubblicato un altro catalogo: ricaricalo e applica di nuovo le modifiche',
  },
};
