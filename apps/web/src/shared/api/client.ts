import { currentLanguage } from '../i18n/language';
import { networkError, toApiError } from './api-error';
import { getCsrfToken, resetCsrfToken } from './csrf';
import { JSON_API_MEDIA_TYPE } from './json-api';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiRequest {
  method?: HttpMethod;
  /** Extra query parameters; the path may also carry its own query string. */
  query?: Record<string, string | number | boolean>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the call finish after the page is left (a save on pagehide). */
  keepalive?: boolean;
}

const API_BASE = '/api';

/** `/api` + path + query, with `locale=<lang>` on every call (spec 1 §7). */
export function buildApiUrl(path: string, query: ApiRequest['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.append(key, String(value));
  params.set('locale', currentLanguage());
  const separator = path.includes('?') ? '&' : '?';
  return `${API_BASE}${path}${separator}${params.toString()}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(url: string, request: ApiRequest): Promise<Response> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { Accept: JSON_API_MEDIA_TYPE };
  if (request.body !== undefined) headers['Content-Type'] = JSON_API_MEDIA_TYPE;
  if (method !== 'GET') headers['X-CSRF-Token'] = await getCsrfToken(buildApiUrl('/csrf'));
  try {
    return await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
      ...(request.signal && { signal: request.signal }),
      ...(request.keepalive && { keepalive: true }),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError(cause);
  }
}

/**
 * Fetches the CSRF token ahead of time, for a screen that may have to save while the page
 * is being left (pagehide): then there is no time left to ask for the token first.
 */
export function prefetchCsrfToken(): void {
  getCsrfToken(buildApiUrl('/csrf')).catch(() => undefined);
}

/**
 * The one fetch wrapper of the web app: JSON:API in and out, same-origin cookies, the CSRF
 * header on every state-changing call (retried once with a fresh token when the server
 * answers 403 `csrf_invalid`), and failures as `ApiError`.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const url = buildApiUrl(path, request.query);
  let response = await send(url, request);
  let body = await readBody(response);
  let error = response.ok ? null : toApiError(response.status, response.statusText, body);
  if (
    error?.status === 403 &&
    error.code === 'csrf_invalid' &&
    (request.method ?? 'GET') !== 'GET'
  ) {
    resetCsrfToken();
    response = await send(url, request);
    body = await readBody(response);
    error = response.ok ? null : toApiError(response.status, response.statusText, body);
  }
  if (error) throw error;
  return body as T;
}
