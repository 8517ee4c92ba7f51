import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session';
import { apiError, fakeApi } from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';

const NOBODY = {
  'GET /api/csrf': { body: { token: 'csrf-1' } },
  'GET /api/me': apiError(401, 'not_authenticated'),
};

async function requestLink(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
  return user;
}

describe('reset password: request step (spec 1 §2, §8)', () => {
  it('needs an e-mail, sends it with the page address, then says the e-mail was sent', async () => {
    useSessionStore.setState({ lang: 'en' });
    const api = fakeApi({
      ...NOBODY,
      'POST /api/auth/change': { status: 202, body: { meta: {} } },
    });
    renderApp('/reset');
    expect(await findPageHeading('Reset password')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send the link' })).toBeDisabled();
    await requestLink('ada@example.com');
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to ada@example.com/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/change')[0]?.body).toEqual({
      contact: 'ada@example.com',
      change_url: `${window.location.origin}/reset`,
    });
  });

  it.each([
    [404, 'email_not_found', 'Email not found'],
    [400, 'email_bad_request', 'Email bad request'],
    [500, 'internal_error', 'There was an error, contact'],
  ])('answer %d shows "%s"', async (status, code, message) => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi({ ...NOBODY, 'POST /api/auth/change': apiError(status, code) });
    renderApp('/reset');
    await requestLink('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('speaks Italian: "Email non trovata"', async () => {
    useSessionStore.setState({ lang: 'it' });
    fakeApi({ ...NOBODY, 'POST /api/auth/change': apiError(404, 'email_not_found') });
    renderApp('/reset');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email non trovata');
  });
});

describe('reset password: new password step', () => {
  async function choose(password: string, confirmation: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), password);
    await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
    return user;
  }

  it('needs 8 characters and the same confirmation', async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi(NOBODY);
    renderApp('/reset?uuid=token-1');
    await choose('short', 'other');
    expect(screen.getByText('Password is too short')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the new password' })).toBeDisabled();
  });

  it('saves the new password with the link token, then links to sign in', async () => {
    useSessionStore.setState({ lang: 'en' });
    const api = fakeApi({ ...NOBODY, 'PATCH /api/auth/change': { status: 204 } });
    renderApp('/reset?uuid=token-1');
    const user = await choose('a new password', 'a new password');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(
      await screen.findByRole('heading', { name: 'Your password has been reset' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('PATCH', '/api/auth/change')[0]?.body).toEqual({
      uuid: 'token-1',
      password: 'a new password',
      login: false,
    });
  });

  it('reports a used or expired link: "There was an error, contact"', async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi({ ...NOBODY, 'PATCH /api/auth/change': apiError(400, 'reset_failed') });
    renderApp('/reset?uuid=used');
    const user = await choose('a new password', 'a new password');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error, contact');
  });
});
