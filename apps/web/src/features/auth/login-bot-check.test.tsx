import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../shared/session';
import { albumsDocument, apiError, fakeApi, userDocument } from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';

const loader = vi.hoisted(() => ({
  startAltcha: vi.fn(),
}));
vi.mock('../../shared/bot-check/altcha-loader', () => loader);

const ALTCHA = {
  'GET /api/csrf': { body: { token: 'csrf-1' } },
  'GET /api/bot-check': {
    body: { provider: 'altcha', site_key: null, challenge_url: '/api/altcha/challenge' },
  },
};

/** What ALTCHA's widget puts on the page without its CSS: a checkbox and English words. */
function bareWidget(container: HTMLElement) {
  const widget = document.createElement('div');
  widget.innerHTML = '<input type="checkbox" checked /><span>✔ Verified</span>';
  container.append(widget);
}

describe('the login screen with the ALTCHA bot check (spec 1 §2, §5)', () => {
  afterEach(() => loader.startAltcha.mockClear());

  it('shows no checkbox and no English "Verified" on the Italian page (issue 14 item 13)', async () => {
    loader.startAltcha.mockImplementation(async (container: HTMLElement) => {
      bareWidget(container);
      return { solve: async () => 'solution', destroy: () => undefined };
    });
    useSessionStore.setState({ lang: 'it' });
    fakeApi({ ...ALTCHA, 'GET /api/me': apiError(401, 'not_authenticated') });
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/Email/));
    await user.hover(screen.getByRole('button', { name: /Inizia/ }));
    await waitFor(() => expect(loader.startAltcha).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(document.querySelectorAll('input[type=checkbox]')).toHaveLength(2));
    for (const box of document.querySelectorAll('input[type=checkbox]')) {
      expect(box).not.toBeVisible();
    }
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    for (const words of screen.getAllByText(/Verified/)) expect(words).not.toBeVisible();
  });

  it('loads no bot-check code until the visitor turns to a form (issue 18)', async () => {
    loader.startAltcha.mockImplementation(async () => ({
      solve: async () => 'solution',
      destroy: () => undefined,
    }));
    useSessionStore.setState({ lang: 'en' });
    const api = fakeApi({ ...ALTCHA, 'GET /api/me': apiError(401, 'not_authenticated') });
    renderApp('/login');
    await findPageHeading('Sign in');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader.startAltcha).not.toHaveBeenCalled();
    expect(api.callsTo('GET', '/api/bot-check')).toHaveLength(0);
    await userEvent.setup().click(screen.getByLabelText(/Email/));
    await waitFor(() => expect(loader.startAltcha).toHaveBeenCalledTimes(1));
  });

  it('sends a fresh solution with sign-in and with guest start', async () => {
    let solutions = 0;
    loader.startAltcha.mockImplementation(async () => ({
      solve: async () => `solution-${(solutions += 1)}`,
      destroy: () => undefined,
    }));
    useSessionStore.setState({ lang: 'en' });
    let guest: string | null = null;
    const api = fakeApi({
      ...ALTCHA,
      'GET /api/me': () =>
        guest ? { body: userDocument(guest) } : apiError(401, 'not_authenticated'),
      'POST /api/login': apiError(401, 'login_failed'),
      'POST /api/login/anonymous': ({ init }) => {
        guest = `uuid-${(JSON.parse(String(init.body)) as { uuid: string }).uuid}`;
        return { body: userDocument(guest) };
      },
      'GET /api/albums': { body: albumsDocument(0) },
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Login failed, please retry or recover password',
      ]),
    );
    expect(api.callsTo('POST', '/api/login')[0]?.body).toMatchObject({
      username: 'ada@example.com',
      bot_check: expect.stringMatching(/^solution-\d$/),
    });
    // Sign-in's widget started when the form was used; guest start's is not loaded yet.
    expect(loader.startAltcha).toHaveBeenCalledTimes(1);
    expect(loader.startAltcha.mock.calls[0]?.[1]).toBe('/api/altcha/challenge');

    await user.click(screen.getByRole('button', { name: 'Start making a vinyl' }));
    await findPageHeading('Choose your vinyl');
    const [guestStart] = api.callsTo('POST', '/api/login/anonymous');
    expect(guestStart?.body).toMatchObject({ bot_check: expect.stringMatching(/^solution-\d$/) });
  });

  it.each([
    ['en', 'ReCAPTCHA has not been loaded'],
    ['it', 'ReCAPTCHA non è stato caricato'],
  ] as const)(
    'says the check has not been loaded when it fails to load (%s)',
    async (lang, message) => {
      loader.startAltcha.mockRejectedValue(new Error('offline'));
      useSessionStore.setState({ lang });
      const api = fakeApi({ ...ALTCHA, 'GET /api/me': apiError(401, 'not_authenticated') });
      renderApp('/login');
      const user = userEvent.setup();
      await user.click(await screen.findByLabelText(/Email/));
      await user.hover(screen.getByRole('button', { name: lang === 'en' ? /Start/ : /Inizia/ }));
      const alerts = await screen.findAllByRole('alert');
      expect(alerts.map((alert) => alert.textContent)).toEqual([message, message]);
      await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
      await user.type(screen.getByLabelText(/^Password/), 'secret');
      await user.click(screen.getByRole('button', { name: lang === 'en' ? 'Sign in' : 'Accedi' }));
      expect(api.callsTo('POST', '/api/login')).toHaveLength(0);
    },
  );

  it('explains why a social sign-in came back', async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi({ 'GET /api/csrf': { body: { token: 'c' } }, 'GET /api/me': apiError(401, 'x') });
    renderApp('/login?social_error=not_configured&provider=facebook');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in with Facebook is not available at the moment',
    );
  });
});
