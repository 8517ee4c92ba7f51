import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session';
import { apiError, fakeApi, signedInRoutes, userDocument } from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';

const ADA = { name: 'Ada', surname: 'Lovelace', email: 'ada@example.com' };
const VALID = 'RSSMRA85T10A562S';

function customerRoutes(extra = {}) {
  return { ...signedInRoutes('ada@example.com', 1, ADA), ...extra };
}

describe('profile screen (spec 1 §2)', () => {
  it('shows name, surname, read-only e-mail, phone and fiscal code', async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi(customerRoutes());
    renderApp('/profile');
    expect(await findPageHeading('User profile')).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Surname')).toHaveValue('Lovelace');
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone number')).toHaveValue('');
    expect(screen.getByText('Insert fiscal code')).toBeInTheDocument();
  });

  it('checks the fiscal code on the field with the spec messages', async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi(customerRoutes());
    renderApp('/profile');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Italian fiscal code');
    // Pasted, as a fiscal code usually is (and typing 16 letters twice is slow).
    await user.click(field);
    await user.paste('rssmra85t10a562t');
    expect(field).toHaveValue('RSSMRA85T10A562T');
    expect(screen.getByText('Invalid fiscal code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(field);
    await user.paste(VALID);
    expect(screen.getByText('Valid fiscal code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('saves and says "User profile updated!", and the greeting follows', async () => {
    useSessionStore.setState({ lang: 'en' });
    const api = fakeApi(
      customerRoutes({
        'PATCH /api/auth/user': {
          body: userDocument('ada@example.com', {
            ...ADA,
            name: 'Augusta',
            national_id_number: VALID,
          }),
        },
      }),
    );
    renderApp('/profile');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Augusta');
    await user.click(screen.getByLabelText('Italian fiscal code'));
    await user.paste(VALID);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User profile updated!')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/auth/user')[0]?.body).toEqual({
      name: 'Augusta',
      surname: 'Lovelace',
      phone: '',
      national_id_number: VALID,
    });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Hi Augusta' })).toBeInTheDocument();
  });

  it('says it in Italian', async () => {
    useSessionStore.setState({ lang: 'it' });
    fakeApi(
      customerRoutes({ 'PATCH /api/auth/user': { body: userDocument('ada@example.com', ADA) } }),
    );
    renderApp('/profile');
    expect(await findPageHeading('Profilo utente')).toBeInTheDocument();
    expect(await screen.findByText('Inserisci il codice fiscale')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Profilo utente aggiornato!')).toBeInTheDocument();
  });

  it('changes the password with the current one', async () => {
    useSessionStore.setState({ lang: 'en' });
    const api = fakeApi(customerRoutes({ 'POST /api/auth/password': { status: 204 } }));
    renderApp('/profile');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/), 'old password');
    await user.type(screen.getByLabelText(/^New password/), 'a new password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/password')[0]?.body).toEqual({
      current_password: 'old password',
      password: 'a new password',
    });
  });

  it('shows the server’s reason when the current password is wrong', async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi(
      customerRoutes({
        'POST /api/auth/password': apiError(
          400,
          'current_password_wrong',
          'The current password is not correct',
        ),
      }),
    );
    renderApp('/profile');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/), 'wrong');
    await user.type(screen.getByLabelText(/^New password/), 'a new password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(
      'The current password is not correct',
    );
  });

  it('deletes the account after confirming, and goes to the login screen', async () => {
    useSessionStore.setState({ lang: 'en' });
    let deleted = false;
    const api = fakeApi(
      customerRoutes({
        'GET /api/me': () =>
          deleted
            ? apiError(401, 'not_authenticated')
            : { body: userDocument('ada@example.com', ADA) },
        'DELETE /api/auth/user': () => {
          deleted = true;
          return { status: 204 };
        },
      }),
    );
    const { router } = renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete for good' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Password or e-mail address/), 'my password');
    await user.click(confirm);
    expect(await findPageHeading('Sign in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.callsTo('DELETE', '/api/auth/user')[0]?.body).toEqual({
      password: 'my password',
      email: 'my password',
    });
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('tells a guest to sign up instead', async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi(signedInRoutes('uuid-0f8fad5b-d9cb-469f-a165-70867728950e', 1));
    renderApp('/profile');
    expect(await screen.findByText(/Guests have no profile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });
});
