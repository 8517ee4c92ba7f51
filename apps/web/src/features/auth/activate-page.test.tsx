import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session';
import { apiError, fakeApi, userDocument } from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';

const NOBODY = {
  'GET /api/csrf': { body: { token: 'csrf-1' } },
  'GET /api/me': apiError(401, 'not_authenticated'),
};

describe('activation screen (spec 1 §2)', () => {
  it('without a uuid goes to the login screen', async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi(NOBODY);
    const { router } = renderApp('/activate');
    expect(await findPageHeading('Sign in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('activates once, then offers to sign in', async () => {
    useSessionStore.setState({ lang: 'en' });
    const api = fakeApi({
      ...NOBODY,
      'POST /api/signup/activation': { body: userDocument('ada@example.com') },
    });
    renderApp('/activate?uuid=token-1');
    expect(await findPageHeading('Account activation')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your account is active' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const calls = api.callsTo('POST', '/api/signup/activation');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ uuid: 'token-1' });
  });

  it('shows a spinner while it works', async () => {
    useSessionStore.setState({ lang: 'en' });
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    fakeApi({
      ...NOBODY,
      'POST /api/signup/activation': { body: userDocument('ada@example.com') },
    });
    const fetchMock = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes('/signup/activation')) await answered;
      return fetchMock(...args);
    }) as typeof fetch;
    renderApp('/activate?uuid=token-2');
    expect(await screen.findByText('Activating your account…')).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { name: 'Your account is active' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['en', 'The activation link has expired', 'Account activation'],
    ['it', 'Il link di attivazione è scaduto', "Attivazione dell'account"],
  ] as const)('says the link has expired (%s)', async (lang, message, heading) => {
    useSessionStore.setState({ lang });
    fakeApi({ ...NOBODY, 'POST /api/signup/activation': apiError(400, 'activation_expired') });
    renderApp('/activate?uuid=used-token');
    expect(await findPageHeading(heading)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
