/**
 * Server messages in the customer's language (spec 1 §7: the `locale` query
 * parameter). English is the fallback; keys are the error codes.
 */
import { interpolate } from '@vinyl/domain';
import { albumMessages } from '../modules/albums/albums.messages';
import { audioMessages } from '../modules/audio/audio.messages';
import { accountMessages } from '../modules/auth/auth.messages';
import { catalogueMessages } from '../modules/catalogue/catalogue.messages';
import { designImageMessages } from '../modules/design-images/design-images.messages';
import { filesMessages } from '../modules/files/files.messages';
import { orderMessages } from '../modules/orders/orders.messages';

export type Locale = 'en' | 'it';

const messages: Record<string, Record<Locale, string>> = {
  ...accountMessages,
  ...albumMessages,
  ...audioMessages,
  ...catalogueMessages,
  ...designImageMessages,
  ...filesMessages,
  ...orderMessages,
  not_authenticated: { en: 'You are not signed in', it: 'Non hai effettuato l’accesso' },
  session_expired: {
    en: 'Your session has expired, please sign in again',
    it: 'La sessione è scaduta, accedi di nuovo',
  },
  csrf_invalid: {
    en: 'The security token is missing or out of date, please retry',
    it: 'Il token di sicurezza manca o è scaduto, riprova',
  },
  not_found: { en: 'Not found', it: 'Non trovato' },
  validation_failed: { en: 'The request is not valid', it: 'La richiesta non è valida' },
  invalid_json: {
    en: 'The request body is not valid JSON',
    it: 'Il corpo della richiesta non è JSON valido',
  },
  unsupported_media_type: {
    en: 'Unsupported content type',
    it: 'Tipo di contenuto non supportato',
  },
  payload_too_large: { en: 'The request is too large', it: 'La richiesta è troppo grande' },
  bad_url: { en: 'The address is not valid', it: 'L’indirizzo non è valido' },
  uri_too_long: { en: 'The address is too long', it: 'L’indirizzo è troppo lungo' },
  rate_limited: {
    en: 'Too many attempts, please wait a minute and retry',
    it: 'Troppi tentativi, attendi un minuto e riprova',
  },
  internal_error: {
    en: 'There was an error, retry',
    it: 'Si è verificato un errore, riprova',
  },
  web_not_built: {
    en: 'The web app is not built: run npm run build',
    it: 'L’app web non è compilata: esegui npm run build',
  },
};

export function resolveLocale(...candidates: (string | undefined)[]): Locale {
  for (const candidate of candidates) {
    const lang = candidate?.slice(0, 2).toLowerCase();
    if (lang === 'it' || lang === 'en') return lang;
  }
  return 'en';
}

/**
 * The message for a code in a locale, or `fallback` when the code has none; `values` fill
 * its `{{name}}` placeholders.
 */
export function translate(
  code: string,
  locale: Locale,
  fallback: string,
  values?: Readonly<Record<string, string | number>>,
): string {
  const message = messages[code]?.[locale] ?? fallback;
  return values ? interpolate(message, values) : message;
}
