/**
 * User-facing strings that come from the spec, kept exactly as written there
 * (typos included: "avaiable", "active your email"), so that web and server show the
 * same words. Placeholders use the spec's `{{name}}` / `{{ name }}` form; fill them
 * with `interpolate`.
 */

// spec 2 §2, §5, §8
export const NOT_AVAILABLE = 'Not avaiable';
export const VINYL_NOT_FOUND = 'Vinyl not found in catalog!!';
export const EXTENSION_NOT_ALLOWED = 'Extension not allowed';
export const SIDE_FULL = "You cannot upload a track if the side's minutes exceed";
export const MINUTES_EXCEEDED = 'You have exceeded the limit of minutes';
export const TIME_LIMIT_PER_SIDE_EXCEEDED = 'You have exceeded the time limit per side';
export const SAMPLE_RATE_WARNING = 'Sampling rate frequency should be {{rate}} Hz or higher';
export const ALBUM_ALREADY_IN_STATE = 'The album is already in {{status}} state';

// spec 1 §5, §8
export const PASSWORD_TOO_SHORT = 'Password is too short';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const USE_STRONG_PASSWORD = 'Use a strong password';
export const FISCAL_CODE_EMPTY = 'Insert fiscal code';
export const FISCAL_CODE_INVALID = 'Invalid fiscal code';
export const FISCAL_CODE_VALID = 'Valid fiscal code';
export const ALBUM_LIMIT_WARNING = "You can't have more than {{ num }} albums in progress";
export const ALBUM_LIMIT_ADVICE = 'Please remove or complete some albums before creating new ones';
export const ORDER_CANNOT_PROCEED = 'It is not possible to continue with the order';
export const DRAFT_USER_LOGIN = 'You have to active your email';

// spec 1 §8: accounts (sign-in, sign-up, activation, reset, profile)
export const LOGIN_FAILED = 'Login failed, please retry or recover password';
export const GUEST_LOGIN_FAILED = 'There was an error, retry';
export const SIGNUP_FAILED = 'There was a problem processing the signup request, please retry';
export const ACTIVATION_EXPIRED = 'The activation link has expired';
export const EMAIL_NOT_FOUND = 'Email not found';
export const EMAIL_BAD_REQUEST = 'Email bad request';
export const ERROR_CONTACT = 'There was an error, contact';
export const BOT_CHECK_NOT_LOADED = 'ReCAPTCHA has not been loaded';
export const PROFILE_UPDATED = 'User profile updated!';

// Not in the spec: failures of the other catalogue lookups need a text too.
export const LABEL_NOT_FOUND = 'Label not found in catalog';
export const COVER_NOT_FOUND = 'Cover not found in catalog';
export const INNER_SLEEVE_NOT_FOUND = 'Inner sleeve not found in catalog';
export const OUTER_SLEEVE_NOT_FOUND = 'Outer sleeve not found in catalog';

// Not in the spec as texts: the option rules of spec 2 §4, §5 and §9 said to a customer.
export const BIG_HOLE_7_INCH_ONLY = 'The big hole is made for 7 inch discs only';
export const BIG_HOLE_NOT_ON_PICTURE_DISC = 'A picture disc cannot have the big hole';
export const GATEFOLD_HAS_NO_CENTRAL_HOLE = 'A gatefold cover has no central hole';
export const DOUBLE_NEEDS_GATEFOLD = 'A double album needs a gatefold cover';

/** Fills `{{name}}` and `{{ name }}` placeholders; unknown names stay as written. */
export function interpolate(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
