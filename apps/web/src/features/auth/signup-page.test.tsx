import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session';
import { apiError, fakeApi, signedInRoutes } from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';

const NOBODY = {
  'GET /api/csrf': { body: { token: 'csrf-1' } },
  'GET /api/me': apiError(401, 'not_authenticated'),
};
const GUEST_UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

async function fill(email: string, password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirmation);
  return user;
}

describe('sign-up screen (spec 1 §2, §5)', () => {
  it('asks for e-mail, password and confirmation, with the strong-password hint and a sign-in link', async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi(NOBODY);
    renderApp('/signup');
    expect(await findPageHeading('Sign up')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByText('Use a strong password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('says "Passwords do not match" and "Password is too short", and keeps the button off', async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi(NOBODY);
    renderApp('/signup');
    const user = await fill('ada@example.com', 'short', 'shorter');
    expect(screen.getByText('Password is too short')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'shorter vinyl 1');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'shorter vinyl 1');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it.each(['password', '12345678', '        '])(
    'refuses the weak password %j with a meter that says so (issue 13 hole 10)',
    async (weak) => {
      useSessionStore.setState({ lang: 'en' });
      fakeApi(NOBODY);
      renderApp('/signup');
      const user = await fill('ada@example.com', weak, weak);
      expect(
        await screen.findByText('This password is too easy to guess: add words or characters'),
      ).toBeInTheDocument();
      expect(screen.getByText('Strength: very weak')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
      await user.clear(screen.getByLabelText(/^Password/));
      await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
      expect(await screen.findByText('Strength: strong')).toBeInTheDocument();
    },
  );

  it('says how strong the password is in Italian', async () => {
    useSessionStore.setState({ lang: 'it' });
    fakeApi(NOBODY);
    renderApp('/signup');
    await findPageHeading('Registrati');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Password/), 'password');
    expect(await screen.findByText('Sicurezza: molto debole')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Questa password è troppo facile da indovinare: aggiungi parole o caratteri',
      ),
    ).toBeInTheDocument();
  });

  it('shows the messages in Italian', async () => {
    useSessionStore.setState({ lang: 'it' });
    fakeApi(NOBODY);
    renderApp('/signup');
    expect(await findPageHeading('Registrati')).toBeInTheDocument();
    expect(await screen.findByText('Usa una password sicura')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Conferma la password/), 'other');
    expect(screen.getByText('La password è troppo corta')).toBeInTheDocument();
    expect(screen.getByText('Le password non coincidono')).toBeInTheDocument();
  });

  it('sends the guest uuid, then thanks and asks to confirm the e-mail', async () => {
    useSessionStore.setState({ lang: 'en', uuidUser: GUEST_UUID, isAnonymous: true });
    const api = fakeApi({
      ...signedInRoutes(`uuid-${GUEST_UUID}`),
      'POST /api/signup': { status: 202, body: { meta: { email: 'ada@example.com' } } },
    });
    renderApp('/signup');
    const user = await fill(' ada@example.com ', 'correct horse', 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you for signing up!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/we sent a link to ada@example.com/)).toBeInTheDocument();
    expect(screen.getByText(/move to your account as soon as you activate it/)).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/api/signup');
    expect(call?.body).toEqual({
      username: 'ada@example.com',
      email: 'ada@example.com',
      password: 'correct horse',
      activation_url: `${window.location.origin}/activate`,
      redirect_url: `${window.location.origin}/login`,
      uuid_user: GUEST_UUID,
    });
    expect(call?.headers.get('X-CSRF-Token')).toBe('csrf-1');
  });

  it('reports a failed sign-up with the spec message', async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi({ ...NOBODY, 'POST /api/signup': apiError(400, 'signup_failed') });
    renderApp('/signup');
    const user = await fill('ada@example.com', 'correct horse', 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem processing the signup request, please retry',
    );
  });
});
