import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';

/** A fresh copy of the module: it reads the page's list once. */
async function freshModule() {
  vi.resetModules();
  return import('./get-sign-in-providers');
}

function pageNames(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'sign-in-providers';
  meta.content = content;
  document.head.append(meta);
}

describe("the page's social sign-ins (issue 18, decision 056)", () => {
  afterEach(() => {
    document.head.querySelector('meta[name="sign-in-providers"]')?.remove();
    vi.unstubAllGlobals();
  });

  it('takes the providers the page names, known ones only, without asking the server', async () => {
    pageNames('facebook google twitter');
    const api = fakeApi({ 'GET /api/auth/providers': { body: { providers: [] } } });
    const { getSignInProviders } = await freshModule();

    expect(await getSignInProviders()).toEqual(['facebook', 'google']);
    expect(api.callsTo('GET', '/api/auth/providers')).toHaveLength(0);
  });

  it('takes an empty list as "none configured"', async () => {
    pageNames('');
    const api = fakeApi({ 'GET /api/auth/providers': { body: { providers: ['google'] } } });
    const { getSignInProviders } = await freshModule();

    expect(await getSignInProviders()).toEqual([]);
    expect(api.callsTo('GET', '/api/auth/providers')).toHaveLength(0);
  });

  it('asks the server when the page names none (an older server)', async () => {
    const api = fakeApi({ 'GET /api/auth/providers': { body: { providers: ['google'] } } });
    const { getSignInProviders } = await freshModule();

    expect(await getSignInProviders()).toEqual(['google']);
    expect(api.callsTo('GET', '/api/auth/providers')).toHaveLength(1);
  });
});
