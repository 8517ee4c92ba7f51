import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, userDocument } from '../../test/fake-api';

/** A fresh copy of the module: which guard run is the page's first is the module's state. */
async function freshLoadSession() {
  vi.resetModules();
  return (await import('./load-session')).loadSession;
}

function pageSays(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'session';
  meta.content = content;
  document.head.append(meta);
}

describe("the page's no-session hint (issue 18, decision 056)", () => {
  afterEach(() => {
    document.head.querySelector('meta[name="session"]')?.remove();
    vi.unstubAllGlobals();
  });

  it('lets the first guard run skip /api/me, and only the first', async () => {
    pageSays('none');
    const api = fakeApi({ 'GET /api/me': apiError(401, 'not_authenticated') });
    const loadSession = await freshLoadSession();
    const queryClient = new QueryClient();

    expect(await loadSession(queryClient, '/login')).toEqual({
      user: null,
      guestRecovered: false,
    });
    expect(api.callsTo('GET', '/api/me')).toHaveLength(0);

    // Later navigations (a sign-in may have happened since) ask the server.
    await loadSession(queryClient, '/login');
    expect(api.callsTo('GET', '/api/me')).toHaveLength(1);
  });

  it('asks /api/me on the first run when the page carries no hint (a session cookie was sent)', async () => {
    const api = fakeApi({ 'GET /api/me': { body: userDocument('ada@example.com') } });
    const loadSession = await freshLoadSession();

    const session = await loadSession(new QueryClient(), '/dashboard');

    expect(session.user?.username).toBe('ada@example.com');
    expect(api.callsTo('GET', '/api/me')).toHaveLength(1);
  });
});
