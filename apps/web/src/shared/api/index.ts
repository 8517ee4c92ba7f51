export { ApiError, isApiError } from './api-error';
export { apiFetch, buildApiUrl } from './client';
export type { ApiRequest, HttpMethod } from './client';
export { getCsrfToken, resetCsrfToken } from './csrf';
export type { JsonApiDocument, JsonApiResource } from './json-api';
