import {
  ACTIVATION_EXPIRED,
  EMAIL_BAD_REQUEST,
  EMAIL_NOT_FOUND,
  ERROR_CONTACT,
  FISCAL_CODE_INVALID,
  LOGIN_FAILED,
  PASSWORD_TOO_SHORT,
  SIGNUP_FAILED,
  USE_STRONG_PASSWORD,
} from '@vinyl/domain';

/**
 * Error titles of the accounts API, keyed by error code. English is spec 1 §8 word for
 * word (the domain package keeps those strings); Italian is ours.
 */
export const accountMessages: Record<string, { en: string; it: string }> = {
  login_failed: { en: LOGIN_FAILED, it: 'Accesso non riuscito, riprova o recupera la password' },
  signup_failed: {
    en: SIGNUP_FAILED,
    it: 'Si è verificato un problema durante la registrazione, riprova',
  },
  password_too_short: { en: PASSWORD_TOO_SHORT, it: 'La password è troppo corta' },
  password_too_weak: {
    en: USE_STRONG_PASSWORD,
    it: 'Usa una password sicura: questa è troppo facile da indovinare',
  },
  activation_expired: { en: ACTIVATION_EXPIRED, it: 'Il link di attivazione è scaduto' },
  email_not_found: { en: EMAIL_NOT_FOUND, it: 'Email non trovata' },
  email_bad_request: { en: EMAIL_BAD_REQUEST, it: 'Email non valida' },
  reset_failed: { en: ERROR_CONTACT, it: 'Si è verificato un errore, contattaci' },
  fiscal_code_invalid: { en: FISCAL_CODE_INVALID, it: 'Codice fiscale non valido' },
  sign_in_throttled: {
    en: 'Too many failed sign-ins from here: try again in {{seconds}} seconds',
    it: 'Troppi accessi non riusciti da qui: riprova tra {{seconds}} secondi',
  },
  method_not_allowed: {
    en: 'Sign out with POST /api/logout',
    it: 'Per uscire usa POST /api/logout',
  },
  bot_check_failed: {
    en: 'The bot check failed, please retry',
    it: 'La verifica anti-bot non è riuscita, riprova',
  },
  registered_only: {
    en: 'Sign up to use this feature',
    it: 'Registrati per usare questa funzione',
  },
  current_password_wrong: {
    en: 'The current password is not correct',
    it: 'La password attuale non è corretta',
  },
  no_password: {
    en: 'This account signs in with Google or Facebook: set a password with the password reset',
    it: 'Questo account accede con Google o Facebook: imposta una password con il recupero password',
  },
  confirmation_wrong: {
    en: 'Type your e-mail address to confirm',
    it: 'Scrivi il tuo indirizzo email per confermare',
  },
};
