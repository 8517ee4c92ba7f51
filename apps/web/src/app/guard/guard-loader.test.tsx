import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session';
import type { SessionUser } from '../../shared/session';
import {
  albumsDocument,
  apiError,
  fakeApi,
  signedInRoutes,
  userDocument,
} from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const guestName = `uuid-${uuid}`;

function storedUser(username: string): SessionUser {
  return {
    id: 'user-1',
    username,
    status: 'active',
    name: null,
    surname: null,
    email: null,
    phone: null,
    national_id_number: null,
    role: 'customer',
  };
}

async function landsOn(router: ReturnType<typeof renderApp>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 3000 });
}

describe('navigation guard wiring (spec 1 §2)', () => {
  it('rule 1 + 4: "/" with no session clears the stored session and shows login', async () => {
    useSessionStore.setState({ user: storedUser(guestName), albumId: 'a1', cart: [] });
    fakeApi({ 'GET /api/me': apiError(401, 'not_authenticated') });
    const { router } = renderApp('/');
    // No language chosen: the browser's (jsdom's en-US), issue 14 item 3.
    expect(await findPageHeading('Sign in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState()).toMatchObject({ user: null, albumId: null });
  });

  it('rule 6: a signed-in user with albums stays on the dashboard', async () => {
    const api = fakeApi(signedInRoutes('ada@example.com', 3));
    const { router } = renderApp('/dashboard');
    expect(await findPageHeading('Create your new vinyl')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    // Rule 6 counts every album of the user, ordered ones included.
    const albums = api.callsTo('GET', '/api/albums')[0]?.url;
    expect(albums?.search).toMatch(/^\?filter\[mine\](&locale=\w+)?$/);
  });

  it('rule 6: home without albums goes to vinyls', async () => {
    fakeApi(signedInRoutes(guestName, 0));
    const { router } = renderApp('/');
    expect(await findPageHeading('Choose your vinyl')).toBeInTheDocument();
    await landsOn(router, '/vinyls');
  });

  it('/it chooses Italian, then behaves as home', async () => {
    fakeApi(signedInRoutes(guestName, 1));
    const { router } = renderApp('/it');
    expect(await findPageHeading('Crea il tuo nuovo vinile')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/it');
    expect(useSessionStore.getState().lang).toBe('it');
  });

  it('rule 7: a wizard step with no album selected goes home, then on by rule 6', async () => {
    fakeApi(signedInRoutes(guestName, 0));
    const { router } = renderApp('/texts');
    await landsOn(router, '/vinyls');
  });

  it('rule 3: file-uploader with incomplete options opens the preview', async () => {
    useSessionStore.setState({ albumId: 'a1', albumProgress: 'preview' });
    fakeApi(signedInRoutes(guestName, 1));
    const { router } = renderApp('/file-uploader');
    expect(await findPageHeading('Album preview')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/preview');
  });

  it('rule 3: coming from preview, file-uploader with incomplete options opens the options', async () => {
    useSessionStore.setState({ albumId: 'a1', albumProgress: 'preview' });
    fakeApi(signedInRoutes(guestName, 1));
    const { router } = renderApp('/preview');
    await findPageHeading('Album preview');
    await router.navigate('/file-uploader');
    expect(await findPageHeading('Disc options')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/disc-options');
  });

  it('rule 5: a registered user opening login goes to the dashboard', async () => {
    fakeApi(signedInRoutes('ada@example.com', 1));
    const { router } = renderApp('/login');
    await landsOn(router, '/dashboard');
  });

  it('rule 2: /logout ends the session, clears the stored session and shows login', async () => {
    useSessionStore.setState({ user: storedUser(guestName), isAnonymous: true, uuidUser: uuid });
    useSessionStore.getState().addToCart({
      id: 'a1',
      title: 'Blue',
      author: null,
      items: [],
      quantity: 1,
      price: 0,
    });
    let signedIn = true;
    const api = fakeApi({
      'GET /api/me': () =>
        signedIn ? { body: userDocument(guestName) } : apiError(401, 'not_authenticated'),
      'GET /api/csrf': { body: { token: 'csrf-1' } },
      'POST /api/logout': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    const { router } = renderApp('/logout');
    await landsOn(router, '/login');
    // Issue 13 hole 10: a POST with the CSRF token, never a GET.
    const [call, ...more] = api.callsTo('POST', '/api/logout');
    expect(more).toHaveLength(0);
    expect(call?.headers.get('x-csrf-token')).toBeTruthy();
    expect(api.callsTo('GET', '/api/logout')).toHaveLength(0);
    expect(useSessionStore.getState()).toMatchObject({ user: null, isAnonymous: false, cart: [] });
    // The guest can come back to their albums with the same uuid.
    expect(useSessionStore.getState().uuidUser).toBe(uuid);
  });

  it('rule 2: logging out clears the session even when the server call fails', async () => {
    useSessionStore.setState({ user: storedUser('ada@example.com') });
    fakeApi({
      'GET /api/me': apiError(401, 'not_authenticated'),
      'POST /api/logout': apiError(500, 'x'),
    });
    const { router } = renderApp('/logout');
    await landsOn(router, '/login');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('spec 1 §4: an expired guest session signs the guest in again and opens the dashboard', async () => {
    useSessionStore.setState({ user: storedUser(guestName), isAnonymous: true, uuidUser: uuid });
    let expired = true;
    const api = fakeApi({
      'GET /api/csrf': { body: { token: 'csrf-1' } },
      'GET /api/me': () =>
        expired ? apiError(401, 'session_expired') : { body: userDocument(guestName) },
      'POST /api/login/anonymous': () => {
        expired = false;
        return { body: userDocument(guestName) };
      },
      'GET /api/albums': { body: albumsDocument(2) },
    });
    const { router } = renderApp('/texts');
    expect(await findPageHeading('Create your new vinyl')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.callsTo('POST', '/api/login/anonymous')[0]?.body).toEqual({ uuid });
    expect(useSessionStore.getState()).toMatchObject({ isAnonymous: true, uuidUser: uuid });
  });

  it('spec 1 §4: when the guest cannot be signed in again, the stored auth is cleared', async () => {
    useSessionStore.setState({ user: storedUser(guestName), isAnonymous: true, uuidUser: uuid });
    fakeApi({
      'GET /api/csrf': { body: { token: 'csrf-1' } },
      'GET /api/me': apiError(401, 'session_expired'),
      'POST /api/login/anonymous': apiError(500, 'internal'),
    });
    const { router } = renderApp('/dashboard');
    await landsOn(router, '/login');
    expect(useSessionStore.getState()).toMatchObject({ user: null, isAnonymous: false });
  });

  it('issue 2: a registered user whose session expired goes to login', async () => {
    useSessionStore.setState({ user: storedUser('ada@example.com'), uuidUser: null });
    const api = fakeApi({ 'GET /api/me': apiError(401, 'session_expired') });
    const { router } = renderApp('/dashboard');
    await landsOn(router, '/login');
    expect(api.callsTo('POST', '/api/login/anonymous')).toHaveLength(0);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('an unknown page shows the friendly not-found page inside the chrome', async () => {
    fakeApi(signedInRoutes(guestName, 1));
    renderApp('/no-such-page');
    expect(await findPageHeading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('button', { name: 'Guest user' })).toBeInTheDocument();
  });
});
