import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../shared/session';
import { apiError, fakeApi, signedInRoutes } from '../test/fake-api';
import { findPageHeading, renderApp } from '../test/render-app';

// Which page modules the browser fetched: each one's code runs once, when it is imported.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('../features/vinyls/vinyls-page', async (original) => {
  imported.add('vinyls');
  return original();
});
vi.mock('../features/profile/profile-page', async (original) => {
  imported.add('profile');
  return original();
});

describe("a protected page's code loads only once the guard lets the visitor in (issue 18)", () => {
  it('sends a visitor without a session from /vinyls to login without loading the vinyls page', async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi({ 'GET /api/me': apiError(401, 'not_authenticated') });
    const { router } = renderApp('/vinyls');
    expect(await findPageHeading('Sign in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(imported.has('vinyls')).toBe(false);
  });

  it('lets a navigation left before its guard ran change nothing', async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi({ 'GET /api/me': apiError(401, 'not_authenticated') });
    // `/it` would choose Italian; the visitor goes on to /login at once.
    const { router } = renderApp('/it');
    void router.navigate('/login');
    expect(await findPageHeading('Sign in')).toBeInTheDocument();
    expect(useSessionStore.getState().lang).toBe('en');
  });

  it('loads the page for a signed-in visitor', async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi(signedInRoutes('uuid-0f8fad5b-d9cb-469f-a165-70867728950e', 1));
    renderApp('/profile');
    expect(await findPageHeading('User profile')).toBeInTheDocument();
    expect(imported.has('profile')).toBe(true);
  });
});
