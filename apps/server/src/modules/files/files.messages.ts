import type { Locale } from '../../i18n/messages';

/** Titles of the graphics errors in the customer's language (spec 2 §8: a red alert on the screen). */
export const filesMessages: Record<string, Record<Locale, string>> = {
  not_a_pdf: {
    en: 'Only PDF files can be uploaded: this file is not a PDF',
    it: 'Si possono caricare solo file PDF: questo file non è un PDF',
  },
  pdf_protected: {
    en: 'This PDF is protected by a password: export it again without one',
    it: 'Questo PDF è protetto da password: esportalo di nuovo senza',
  },
  pdf_too_complex: {
    en: 'This PDF could not be checked in time: simplify it (flatten layers, fewer pages) and upload it again',
    it: 'Non è stato possibile controllare questo PDF in tempo: semplificalo (unisci i livelli, meno pagine) e caricalo di nuovo',
  },
  file_type_invalid: {
    en: 'This kind of print file has no such side',
    it: 'Questo tipo di file di stampa non ha questo lato',
  },
  album_file_missing: {
    en: 'This file is not in the album',
    it: 'Questo file non è nell’album',
  },
  template_not_found: {
    en: 'There is no such template',
    it: 'Questo modello non esiste',
  },
};
