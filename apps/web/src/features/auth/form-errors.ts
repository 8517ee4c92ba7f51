import type { TFunction } from 'i18next';
import { isApiError } from '../../shared/api/api-error';
import { BotCheckUnavailableError } from '../../shared/bot-check/engine';

/**
 * The alert text for a failed account form: the bot check that did not load (spec 1 §8),
 * a rate limit in the server's words (it answers in the visitor's language), or the form's
 * own spec message.
 */
export function formErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof BotCheckUnavailableError) return t('botCheck.notLoaded');
  if (isApiError(error, 'rate_limited')) return error.title;
  return fallback;
}
