import { isApiError } from '../../shared/api/api-error';

/** A failure in words: the server's title, or the error's message. */
export const reasonOf = (error: unknown): string =>
  isApiError(error) ? error.title : error instanceof Error ? error.message : String(error);
