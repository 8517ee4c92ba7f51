import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../shared/session';
import { albumsDocument, apiError, fakeApi, userDocument } from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';

const NOBODY = {
  'GET /api/csrf': { body: { token: 'csrf-1' } },
  'GET /api/me': apiError(401, 'not_authenticated'),
};

describe('login screen', () => {
  it('opens in Italian for an Italian browser when no language was chosen', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT']);
    fakeApi(NOBODY);
    renderApp('/login');
    expect(await findPageHeading('Accedi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inizia a creare un vinile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lingua: Italiano' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
  });

  it('switches to English and remembers the choice', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT']);
    fakeApi(NOBODY);
    renderApp('/login');
    await findPageHeading('Accedi');
    await user.click(screen.getByRole('button', { name: /lingua/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await findPageHeading('Sign in')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(await screen.findByRole('menuitem', { name: 'Italiano' })).toBeInTheDocument();
    expect(useSessionStore.getState().lang).toBe('en');
    expect(document.cookie).toContain('lang=en');
  });

  it('has one Language control, links to reset and sign-up, and social sign-in links', async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi({
      ...NOBODY,
      'GET /api/auth/providers': { body: { providers: ['google', 'facebook'] } },
    });
    renderApp('/login');
    await findPageHeading('Sign in');
    expect(screen.getAllByRole('button', { name: /language/i })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/ext/google/login',
    );
    expect(screen.getByRole('link', { name: 'Sign in with Facebook' })).toHaveAttribute(
      'href',
      '/ext/facebook/login',
    );
  });

  it('shows no social sign-in when none is configured, and only Google when only it is (issue 14 item 14)', async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi({ ...NOBODY, 'GET /api/auth/providers': { body: { providers: [] } } });
    const first = renderApp('/login');
    await findPageHeading('Sign in');
    await screen.findByRole('link', { name: 'Create an account' });
    expect(screen.queryByRole('link', { name: /Google|Facebook/ })).not.toBeInTheDocument();
    first.unmount();

    fakeApi({ ...NOBODY, 'GET /api/auth/providers': { body: { providers: ['google'] } } });
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('guest start signs in anonymously, opens the dashboard and, with no album, the vinyls page', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ lang: 'en' });
    let signedIn = false;
    const api = fakeApi({
      'GET /api/csrf': { body: { token: 'csrf-1' } },
      'GET /api/me': () =>
        signedIn
          ? { body: userDocument(`uuid-${guestUuid()}`) }
          : apiError(401, 'not_authenticated'),
      'POST /api/login/anonymous': ({ init }) => {
        signedIn = true;
        const { uuid } = JSON.parse(String(init.body)) as { uuid: string };
        return { body: userDocument(`uuid-${uuid}`) };
      },
      'GET /api/albums': { body: albumsDocument(0) },
    });
    const { router } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Start making a vinyl' }));

    expect(await findPageHeading('Choose your vinyl')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vinyls');
    const uuid = guestUuid();
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.callsTo('POST', '/api/login/anonymous')[0]?.body).toEqual({ uuid });
    expect(api.callsTo('POST', '/api/login/anonymous')[0]?.headers.get('X-CSRF-Token')).toBe(
      'csrf-1',
    );
    expect(useSessionStore.getState()).toMatchObject({ isAnonymous: true, uuidUser: uuid });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Guest user' })).toBeInTheDocument();
  });

  it('shows a red alert when guest start fails', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ lang: 'en' });
    fakeApi({ ...NOBODY, 'POST /api/login/anonymous': apiError(500, 'internal') });
    const { router } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Start making a vinyl' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error, retry');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('keeps sign-in disabled until username and password are filled', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ lang: 'en' });
    fakeApi(NOBODY);
    renderApp('/login');
    const submit = await screen.findByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    expect(submit).toBeEnabled();
  });

  it('reports a failed sign-in', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ lang: 'en' });
    fakeApi({ ...NOBODY, 'POST /api/login': apiError(401, 'invalid_credentials') });
    renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed, please retry or recover password',
    );
  });

  it('signs a draft user out again and asks to activate the e-mail', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ lang: 'en' });
    const api = fakeApi({
      ...NOBODY,
      'POST /api/login': { body: userDocument('new@example.com', { status: 'draft' }) },
      'POST /api/logout': { status: 204 },
    });
    renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'new@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have to active your email');
    expect(api.callsTo('POST', '/api/logout')).toHaveLength(1);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('signs a registered user in and opens the dashboard', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ lang: 'en', uuidUser: 'old-guest-uuid' });
    let signedIn = false;
    fakeApi({
      'GET /api/csrf': { body: { token: 'csrf-1' } },
      'GET /api/me': () =>
        signedIn
          ? { body: userDocument('ada@example.com', { name: 'Ada' }) }
          : apiError(401, 'not_authenticated'),
      'POST /api/login': () => {
        signedIn = true;
        return { body: userDocument('ada@example.com', { name: 'Ada' }) };
      },
      'GET /api/albums': { body: albumsDocument(2) },
    });
    const { router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await findPageHeading('Create your new vinyl')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByRole('button', { name: 'Hi Ada' })).toBeInTheDocument();
    // Spec 1 §4: a user without the guest prefix drops the stored guest uuid.
    expect(useSessionStore.getState()).toMatchObject({ uuidUser: null, isAnonymous: false });
  });
});

function guestUuid(): string {
  return useSessionStore.getState().uuidUser ?? '';
}

describe('login screen on an old browser', () => {
  it('shows the unsupported-browser modal', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1 Safari/605.1.15',
    );
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT']);
    fakeApi(NOBODY);
    renderApp('/login');
    expect(
      await screen.findByRole('dialog', { name: 'Il tuo browser non è pienamente supportato' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ok, ho capito' })).toBeInTheDocument();
  });
});
