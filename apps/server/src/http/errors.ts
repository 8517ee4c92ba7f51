/**
 * Errors a service throws; the one error handler turns them into JSON:API error
 * documents. `code` is stable for clients; `title` is translated per locale.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail?: string,
    /** Fill the title's `{{name}}` placeholders, in every language. */
    readonly values?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(code: string, message: string, detail?: string) {
    super(400, code, message, detail);
  }
}

export class UnauthorizedError extends AppError {
  constructor(code: 'not_authenticated' | 'session_expired' | 'login_failed', message: string) {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(code: string, message: string) {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}

export class ConflictError extends AppError {
  constructor(code: string, message: string) {
    super(409, code, message);
  }
}

export class UnprocessableError extends AppError {
  constructor(code: string, message: string, detail?: string) {
    super(422, code, message, detail);
  }
}

/** 429 with the seconds to wait, sent as `Retry-After` by the error handler. */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code = 'rate_limited',
    message = 'Too many requests',
    values?: Readonly<Record<string, string | number>>,
  ) {
    super(429, code, message, undefined, values);
  }
}

export interface JsonApiError {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
}

export function errorDocument(errors: JsonApiError[]): { errors: JsonApiError[] } {
  return { errors };
}
