import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, isApiPath } from './security-headers';

describe('which answers carry the API security headers (decision 064)', () => {
  it('takes the API paths, escaped or not, and leaves the pages and the API document', () => {
    for (const url of [
      '/api/me',
      '/api/albums?sort=-modified',
      '/%61pi/me',
      '/api/docsX',
      '/api/me?q=%zz',
    ]) {
      expect(isApiPath(url), url).toBe(true);
    }
    for (const url of [
      '/',
      '/dashboard',
      '/api',
      '/ext/pay/1',
      '/api/docs',
      '/api/docs/',
      '/api/docs/static/index.html',
      '/api/docs?x=1',
      '/api/%64ocs',
      '/%E0%A4%A',
    ]) {
      expect(isApiPath(url), url).toBe(false);
    }
  });

  it('keeps HSTS when the pages send it, and adds nothing a JSON body ignores', () => {
    const api = apiSecurityHeaders({
      'content-security-policy': "default-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(api).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(apiSecurityHeaders({})).not.toHaveProperty('strict-transport-security');
  });
});
