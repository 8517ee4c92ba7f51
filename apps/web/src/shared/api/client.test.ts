import { afterEach, describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../test/fake-api';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { apiFetch, buildApiUrl } from './client';

describe('apiFetch', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('calls /api with JSON:API headers, same-origin credentials and the locale', async () => {
    const api = fakeApi({ 'GET /api/me': { body: { data: { id: '1' } } } });
    await expect(apiFetch('/me', { query: { refresh: true } })).resolves.toEqual({
      data: { id: '1' },
    });
    const [call] = api.calls;
    expect(call?.url.searchParams.get('refresh')).toBe('true');
    expect(call?.url.searchParams.get('locale')).toBe('en');
    expect(call?.headers.get('Accept')).toBe('application/vnd.api+json');
    expect(call?.headers.get('X-CSRF-Token')).toBeNull();
    expect(api.fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('appends the locale of the language on screen, after a path query', async () => {
    await i18n.changeLanguage('it');
    expect(buildApiUrl('/albums?filter[mine]&sort=-modified')).toBe(
      '/api/albums?filter[mine]&sort=-modified&locale=it',
    );
  });

  it('sends the CSRF token on every non-GET call, fetching it once', async () => {
    const api = fakeApi({
      'GET /api/csrf': { body: { token: 'tok-1' } },
      'POST /api/login/anonymous': { body: { ok: true } },
      'DELETE /api/files/1': { status: 204 },
    });
    await apiFetch('/login/anonymous', { method: 'POST', body: { uuid: 'u' } });
    await expect(apiFetch('/files/1', { method: 'DELETE' })).resolves.toBeUndefined();
    expect(api.callsTo('GET', '/api/csrf')).toHaveLength(1);
    const post = api.callsTo('POST', '/api/login/anonymous')[0];
    expect(post?.headers.get('X-CSRF-Token')).toBe('tok-1');
    expect(post?.headers.get('Content-Type')).toBe('application/vnd.api+json');
    expect(post?.body).toEqual({ uuid: 'u' });
    expect(api.callsTo('DELETE', '/api/files/1')[0]?.headers.get('X-CSRF-Token')).toBe('tok-1');
  });

  it('refetches the token and retries once when the server answers csrf_invalid', async () => {
    let tokens = 0;
    let posts = 0;
    const api = fakeApi({
      'GET /api/csrf': () => ({ body: { token: `tok-${++tokens}` } }),
      'POST /api/albums': () =>
        ++posts === 1 ? apiError(403, 'csrf_invalid') : { status: 201, body: { data: 'ok' } },
    });
    await expect(apiFetch('/albums', { method: 'POST', body: {} })).resolves.toEqual({
      data: 'ok',
    });
    const sent = api.callsTo('POST', '/api/albums').map((c) => c.headers.get('X-CSRF-Token'));
    expect(sent).toEqual(['tok-1', 'tok-2']);
  });

  it('retries only once: a second csrf_invalid is an error', async () => {
    const api = fakeApi({
      'GET /api/csrf': { body: { token: 'tok' } },
      'POST /api/albums': apiError(403, 'csrf_invalid', 'Invalid CSRF token'),
    });
    await expect(apiFetch('/albums', { method: 'POST' })).rejects.toMatchObject({
      status: 403,
      code: 'csrf_invalid',
    });
    expect(api.callsTo('POST', '/api/albums')).toHaveLength(2);
  });

  it('does not retry a 403 with another code', async () => {
    const api = fakeApi({
      'GET /api/csrf': { body: { token: 'tok' } },
      'POST /api/albums': apiError(403, 'forbidden'),
    });
    await expect(apiFetch('/albums', { method: 'POST' })).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(api.callsTo('POST', '/api/albums')).toHaveLength(1);
  });

  it('maps a JSON:API error document to an ApiError', async () => {
    fakeApi({
      'GET /api/me': {
        status: 401,
        body: {
          errors: [
            { status: '401', code: 'session_expired', title: 'Session expired', detail: 'Again' },
          ],
        },
      },
    });
    const error = await apiFetch('/me').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'session_expired',
      title: 'Session expired',
      detail: 'Again',
    });
  });

  it('maps an error without a document to http_<status>', async () => {
    fakeApi({ 'GET /api/me': { status: 502, body: 'Bad gateway' } });
    await expect(apiFetch('/me')).rejects.toMatchObject({ status: 502, code: 'http_502' });
  });

  it('maps a network failure to network_error', async () => {
    const api = fakeApi({});
    api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiFetch('/me')).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
      detail: 'Failed to fetch',
    });
  });

  it('fails the call when the CSRF token cannot be fetched, and asks again next time', async () => {
    let attempts = 0;
    const api = fakeApi({
      'GET /api/csrf': () =>
        ++attempts === 1 ? apiError(500, 'internal') : { body: { token: 't' } },
      'POST /api/logout': { status: 204 },
    });
    await expect(apiFetch('/logout', { method: 'POST' })).rejects.toMatchObject({
      code: 'internal',
    });
    await expect(apiFetch('/logout', { method: 'POST' })).resolves.toBeUndefined();
    expect(api.callsTo('GET', '/api/csrf')).toHaveLength(2);
  });
});
