import { isApiError } from '../../shared/api/api-error';

/** The server's words for a failure, else the error's message. */
export const reasonOf = (error: unknown) =>
  isApiError(error) ? error.title : error instanceof Error ? error.message : String(error);
