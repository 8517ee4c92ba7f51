import type { JsonApiErrorObject } from './json-api';

/** Every failed API call becomes one of these (STYLE.md: errors in one place). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's error code (e.g. `not_authenticated`), or `http_<status>` / `network_error`. */
  readonly code: string;
  readonly title: string;
  readonly detail: string | undefined;

  constructor(options: { status: number; code: string; title: string; detail?: string }) {
    super(options.detail ?? options.title);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.title = options.title;
    this.detail = options.detail;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

function firstError(body: unknown): JsonApiErrorObject | undefined {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body as { errors: unknown };
  if (!Array.isArray(errors)) return undefined;
  const [first] = errors as unknown[];
  return typeof first === 'object' && first !== null ? (first as JsonApiErrorObject) : undefined;
}

/** Maps a JSON:API error document `{ errors: [{ status, code, title, detail }] }`. */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const error = firstError(body);
  return new ApiError({
    status,
    code: error?.code ?? `http_${status}`,
    title: error?.title ?? (statusText || `HTTP ${status}`),
    ...(error?.detail !== undefined && { detail: error.detail }),
  });
}

export function networkError(cause: unknown): ApiError {
  const detail = cause instanceof Error ? cause.message : undefined;
  return new ApiError({
    status: 0,
    code: 'network_error',
    title: 'Network error',
    ...(detail !== undefined && { detail }),
  });
}
