import type { Locale } from '../../i18n/messages';

/** Titles of the album and disc errors in the customer's language (spec 1 §8, spec 2 §8). */
export const albumMessages: Record<string, Record<Locale, string>> = {
  album_ordered: {
    en: 'The album is already in ordered state',
    it: 'L’album è già in stato ordinato',
  },
  album_limit: {
    en: 'Please remove or complete some albums before creating new ones',
    it: 'Elimina o completa alcuni album prima di crearne di nuovi',
  },
  format_not_available: {
    en: 'This format is not available',
    it: 'Questo formato non è disponibile',
  },
  double_not_available: {
    en: 'This format cannot be a double',
    it: 'Questo formato non può essere doppio',
  },
  too_many_discs: {
    en: 'An album has at most two discs',
    it: 'Un album ha al massimo due dischi',
  },
  rpm_not_available: {
    en: 'This speed is not available for the format',
    it: 'Questa velocità non è disponibile per il formato',
  },
  vinyl_already_linked: {
    en: 'This disc belongs to another album',
    it: 'Questo disco appartiene a un altro album',
  },
  id_mismatch: {
    en: 'The id in the body does not match the path',
    it: 'L’id nel corpo non corrisponde al percorso',
  },
  vinyl_not_found: { en: 'Vinyl not found in catalog!!', it: 'Vinile non trovato nel catalogo!!' },
  label_not_found: { en: 'Label not found in catalog', it: 'Etichetta non trovata nel catalogo' },
  cover_not_found: { en: 'Cover not found in catalog', it: 'Copertina non trovata nel catalogo' },
  inner_sleeve_not_found: {
    en: 'Inner sleeve not found in catalog',
    it: 'Busta interna non trovata nel catalogo',
  },
  outer_sleeve_not_found: {
    en: 'Outer sleeve not found in catalog',
    it: 'Busta esterna non trovata nel catalogo',
  },
  big_hole_not_available: {
    en: 'The big hole is made for 7 inch discs only',
    it: 'Il foro grande si fa solo sui dischi da 7 pollici',
  },
  big_hole_picture_disc: {
    en: 'A picture disc cannot have the big hole',
    it: 'Un picture disc non può avere il foro grande',
  },
  gatefold_central_hole: {
    en: 'A gatefold cover has no central hole',
    it: 'Una copertina apribile non ha il foro centrale',
  },
  double_needs_gatefold: {
    en: 'A double album needs a gatefold cover',
    it: 'Un album doppio richiede una copertina apribile',
  },
};
