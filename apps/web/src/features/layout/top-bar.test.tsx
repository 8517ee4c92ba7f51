import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../shared/session';
import { apiError, fakeApi, signedInRoutes } from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';

const guestName = 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e';

describe('top bar and footer (spec 1 §2)', () => {
  it('shows "Guest user" with only a Sign in entry for a guest', async () => {
    const user = userEvent.setup();
    fakeApi(signedInRoutes(guestName, 1));
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Guest user' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('greets a registered user by name with Dashboard, Orders, Profile and Logout', async () => {
    const user = userEvent.setup();
    fakeApi(signedInRoutes('ada@example.com', 1, { name: 'Ada' }));
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Hi Ada' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Orders', '/orders'],
      ['Profile', '/profile'],
      ['Logout', '/logout'],
    ]);
  });

  it('Logout from the user menu ends the session and shows login', async () => {
    const user = userEvent.setup();
    let signedIn = true;
    fakeApi({
      ...signedInRoutes('ada@example.com', 1, { name: 'Ada' }),
      'GET /api/me': () =>
        signedIn
          ? signedInRoutes('ada@example.com', 1, { name: 'Ada' })['GET /api/me']
          : apiError(401, 'not_authenticated'),
      'POST /api/logout': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    const { router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Hi Ada' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    // No language was chosen: the login screen keeps the browser's, as the dashboard did
    // (issue 14 item 3).
    expect(await findPageHeading('Sign in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('shows the cart count from the session', async () => {
    useSessionStore.setState({
      cart: [
        { id: 'a1', title: 'Blue', author: null, items: [], quantity: 2, price: 0 },
        { id: 'a2', title: 'Red', author: null, items: [], quantity: 1, price: 0 },
      ],
    });
    fakeApi(signedInRoutes(guestName, 1));
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('has the provider site links, the language switcher and the footer with credits', async () => {
    fakeApi(signedInRoutes(guestName, 1));
    renderApp('/dashboard');
    await findPageHeading('Create your new vinyl');
    const services = screen.getByRole('navigation', { name: 'Our services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Single copy', 'Small run', 'Vinyl press', 'Cassettes', 'Mastering', 'Gift card']);
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Credits' })).toHaveAttribute(
      'href',
      '/credits',
    );
    for (const name of ['About us', 'Contacts', 'FAQ', 'Terms and conditions', 'Instagram']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('hides the footer and keeps the tall decoration while no user is loaded', async () => {
    fakeApi({ 'GET /api/me': apiError(401, 'not_authenticated') });
    renderApp('/login');
    await findPageHeading('Sign in');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveAttribute('data-no-user');
    expect(screen.queryByRole('button', { name: /Cart/ })).not.toBeInTheDocument();
  });

  it('hides the navbar once the page is scrolled more than 96 px', async () => {
    fakeApi(signedInRoutes(guestName, 1));
    renderApp('/dashboard');
    await findPageHeading('Create your new vinyl');
    const banner = screen.getByRole('banner');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        fireEvent.scroll(window);
      });
    scrollTo(96);
    expect(banner).not.toHaveAttribute('data-hidden');
    scrollTo(97);
    expect(banner).toHaveAttribute('data-hidden');
    scrollTo(0);
    expect(banner).not.toHaveAttribute('data-hidden');
  });

  it('hides the navbar of a page opened already scrolled past 96 px (a restored position)', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    try {
      fakeApi(signedInRoutes(guestName, 1));
      renderApp('/dashboard');
      await findPageHeading('Create your new vinyl');
      await waitFor(() => expect(screen.getByRole('banner')).toHaveAttribute('data-hidden'));
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
  });

  it('keeps one language for a new visitor: Italian for a German browser on login and on the dashboard, and tells the server (issue 14 item 3)', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en-US']);
    let signedIn = false;
    fakeApi({
      ...signedInRoutes('ada@example.com', 1, { name: 'Ada' }),
      'GET /api/me': () =>
        signedIn
          ? signedInRoutes('ada@example.com', 1, { name: 'Ada' })['GET /api/me']
          : apiError(401, 'not_authenticated'),
    });
    const { router } = renderApp('/login');
    expect(await findPageHeading('Accedi')).toBeInTheDocument();
    expect(document.cookie).toContain('lang=it');
    signedIn = true;
    await act(() => router.navigate('/dashboard'));
    expect(await findPageHeading('Crea il tuo nuovo vinile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lingua: Italiano' })).toBeInTheDocument();
    expect(useSessionStore.getState().lang).toBeNull();
  });
});
