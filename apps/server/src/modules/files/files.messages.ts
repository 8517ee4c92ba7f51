import type { Locale } from '../../i18n/messages';

export const PDF_DAMAGED = 'This PDF is damaged: save or export it again and upload the new file';
export const PDF_TOO_MANY_PAGES =
  'This PDF has {{found}} pages, more than the {{limit}} we accept: upload only the pages to print';
export const PDF_TOO_MANY_OBJECTS =
  'This PDF is made of more than {{limit}} objects: flatten it or export it again more simply';
export const PDF_UNPACKS_TOO_LARGE =
  'This PDF unpacks to more than {{limit}} MB of data: export it again with compressed images at 300 DPI';

/** Titles of the graphics errors in the customer's language (spec 2 §8: a red alert on the screen). */
export const filesMessages: Record<string, Record<Locale, string>> = {
  not_a_pdf: {
    en: 'Only PDF files can be uploaded: this file is not a PDF',
    it: 'Si possono caricare solo file PDF: questo file non è un PDF',
  },
  pdf_damaged: {
    en: PDF_DAMAGED,
    it: 'Questo PDF è danneggiato: salvalo o esportalo di nuovo e carica il nuovo file',
  },
  pdf_too_many_pages: {
    en: PDF_TOO_MANY_PAGES,
    it: 'Questo PDF ha {{found}} pagine, più delle {{limit}} che accettiamo: carica solo le pagine da stampare',
  },
  pdf_too_many_objects: {
    en: PDF_TOO_MANY_OBJECTS,
    it: 'Questo PDF è composto da più di {{limit}} oggetti: appiattiscilo o esportalo di nuovo in modo più semplice',
  },
  pdf_unpacks_too_large: {
    en: PDF_UNPACKS_TOO_LARGE,
    it: 'Questo PDF si espande a più di {{limit}} MB di dati: esportalo di nuovo con immagini compresse a 300 DPI',
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
