import { EXTENSION_NOT_ALLOWED, MINUTES_EXCEEDED, SIDE_FULL } from '@vinyl/domain';
import type { Locale } from '../../i18n/messages';

export const AUDIO_UNREADABLE = 'This file is not audio we can read';
export const AUDIO_NAME_MISMATCH =
  'This is a {{found}} file but its name ends in .{{extension}}: rename it and upload it again';
export const AUDIO_DURATION_MISMATCH =
  "The file's header says {{header}} but it holds {{body}} of audio: export it again from your audio program";

/** Titles of the upload and track errors in the customer's language (spec 2 §8). */
export const audioMessages: Record<string, Record<Locale, string>> = {
  extension_not_allowed: { en: EXTENSION_NOT_ALLOWED, it: 'Estensione non consentita' },
  audio_unreadable: {
    en: AUDIO_UNREADABLE,
    it: 'Questo file non è un audio che riusciamo a leggere',
  },
  audio_name_mismatch: {
    en: AUDIO_NAME_MISMATCH,
    it: 'Questo è un file {{found}} ma il suo nome finisce in .{{extension}}: rinominalo e caricalo di nuovo',
  },
  audio_duration_mismatch: {
    en: AUDIO_DURATION_MISMATCH,
    it: "L'intestazione del file dice {{header}} ma contiene {{body}} di audio: esportalo di nuovo dal tuo programma audio",
  },
  audio_preparing: {
    en: 'This track is being prepared for listening; try again shortly',
    it: 'Stiamo preparando questa traccia per l’ascolto; riprova tra poco',
  },
  audio_not_playable: {
    en: 'This file cannot be prepared for listening',
    it: 'Non riusciamo a preparare questo file per l’ascolto',
  },
  side_full: {
    en: SIDE_FULL,
    it: 'Non puoi caricare una traccia se i minuti del lato sono superati',
  },
  side_minutes_exceeded: { en: MINUTES_EXCEEDED, it: 'Hai superato il limite di minuti' },
  checksum_mismatch: {
    en: 'The file arrived different from the one you chose: upload it again',
    it: 'Il file è arrivato diverso da quello scelto: caricalo di nuovo',
  },
  upload_too_large: {
    en: 'The file is too large to upload',
    it: 'Il file è troppo grande per essere caricato',
  },
  upload_token_missing: {
    en: 'The upload has no upload token',
    it: 'Il caricamento non ha un token di caricamento',
  },
  upload_token_invalid: {
    en: 'The upload token is not valid or has expired: start the upload again',
    it: 'Il token di caricamento non è valido o è scaduto: riavvia il caricamento',
  },
  upload_metadata_invalid: {
    en: 'The upload must name its file and give its SHA-256',
    it: 'Il caricamento deve indicare il nome del file e il suo SHA-256',
  },
  track_already_on_disc: {
    en: 'This track is already on this disc',
    it: 'Questa traccia è già su questo disco',
  },
  track_not_on_side: {
    en: 'This track is not on this side',
    it: 'Questa traccia non è su questo lato',
  },
};
