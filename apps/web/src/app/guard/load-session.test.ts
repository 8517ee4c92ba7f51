import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, userDocument } from '../../test/fake-api';

/** A fresh copy of the modules: which guard run is the page's first is their own state. */
async function freshLoadSession() {
  vi.resetModules();
  return (await import('./load-session')).loadSession;
}

/** index.html's `<script id="page-session">` as the server writes it (decision 056). */
function pageSays(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-session';
  script.textContent = text;
  document.head.append(script);
}

describe("the page's session (issue 18, decision 056)", () => {
  afterEach(() => {
    document.getElementById('page-session')?.remove();
    vi.unstubAllGlobals();
  });

  it('lets the first guard run of a visitor without a session skip /api/me, and only the first', async () => {
    pageSays('{"me":"not_authenticated"}');
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

  it("takes the signed-in user and the album count from the page, and keeps the user as /api/me's answer", async () => {
    pageSays(JSON.stringify({ me: userDocument('ada@example.com'), albumCount: 3 }));
    const api = fakeApi({ 'GET /api/me': apiError(500, 'unexpected') });
    const loadSession = await freshLoadSession();
    const queryClient = new QueryClient();

    const session = await loadSession(queryClient, '/dashboard');

    expect(session).toMatchObject({ user: { username: 'ada@example.com' }, albumCount: 3 });
    expect(queryClient.getQueryData(['session', 'me'])).toEqual(session.user);
    expect(api.callsTo('GET', '/api/me')).toHaveLength(0);
    // Read once, then removed: the user's details do not stay in the page.
    expect(document.getElementById('page-session')).toBeNull();
  });

  it('takes an expired session from the page as /api/me would say it', async () => {
    pageSays('{"me":"session_expired"}');
    const api = fakeApi({ 'GET /api/me': { body: userDocument('ada@example.com') } });
    const loadSession = await freshLoadSession();

    // No guest to sign in again: signed out, without asking.
    expect(await loadSession(new QueryClient(), '/dashboard')).toEqual({
      user: null,
      guestRecovered: false,
    });
    expect(api.callsTo('GET', '/api/me')).toHaveLength(0);
  });

  it('asks /api/me when the page carries no session, or one it cannot read', async () => {
    for (const text of [undefined, '{"me":', '{"me":"maybe"}', '{"me":{"data":{"id":"u1"}}}']) {
      if (text !== undefined) pageSays(text);
      const api = fakeApi({ 'GET /api/me': { body: userDocument('ada@example.com') } });
      const loadSession = await freshLoadSession();

      const session = await loadSession(new QueryClient(), '/dashboard');

      expect(session.user?.username, String(text)).toBe('ada@example.com');
      expect(session.albumCount).toBeUndefined();
      expect(api.callsTo('GET', '/api/me'), String(text)).toHaveLength(1);
      document.getElementById('page-session')?.remove();
    }
  });

  it("lets guard rule 6 take the page's album count: home goes on to the vinyls page without asking", async () => {
    pageSays(JSON.stringify({ me: userDocument('ada@example.com'), albumCount: 0 }));
    const api = fakeApi({ 'GET /api/me': apiError(500, 'unexpected') });
    vi.resetModules();
    const { createGuardLoader } = await import('./guard-loader');
    const guard = createGuardLoader({ queryClient: new QueryClient(), getFromPath: () => null });

    const answer = await guard({
      request: new Request('http://shop.test/'),
      params: {},
      context: undefined,
    } as unknown as Parameters<typeof guard>[0]);

    expect(answer?.headers.get('location')).toBe('/vinyls');
    expect(api.callsTo('GET', '/api/albums')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/me')).toHaveLength(0);
  });
});
