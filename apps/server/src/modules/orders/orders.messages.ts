import type { Locale } from '../../i18n/messages';

/**
 * Titles of the order errors in the customer's language (spec 1 §7: the client shows them
 * in an alert). Codes whose English text varies with the case are left to that text.
 */
export const orderMessages: Record<string, Record<Locale, string>> = {
  invalid_fiscal_code: { en: 'Invalid fiscal code', it: 'Codice fiscale non valido' },
  no_tracks: { en: 'The album has no tracks', it: 'L’album non ha tracce' },
  minutes_exceeded: {
    en: 'The minutes of a side are exceeded',
    it: 'I minuti di un lato sono superati',
  },
  missing_print_items: {
    en: 'Some print elements are missing',
    it: 'Mancano alcuni elementi di stampa',
  },
  options_missing: {
    en: 'The disc options are not chosen',
    it: 'Le opzioni del disco non sono state scelte',
  },
  duplicate_album: { en: 'An album is listed twice', it: 'Un album è elencato due volte' },
  no_album: { en: 'The order names no album', it: 'L’ordine non contiene album' },
  too_many_notes: { en: 'Too many note attributes', it: 'Troppe note' },
  note_too_long: { en: 'A note attribute is too long', it: 'Una nota è troppo lunga' },
  forbidden: { en: 'This is for the plant only', it: 'Riservato allo stabilimento' },
  price_below_shipping: {
    en: 'The total cannot be less than the shipping cost',
    it: 'Il totale non può essere inferiore al costo di spedizione',
  },
};
