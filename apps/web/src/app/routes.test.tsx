import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../shared/session';
import {
  apiError,
  fakeApi,
  signedInRoutes,
  type FakeResponse,
  type Handler,
} from '../test/fake-api';
import { findPageHeading, renderApp } from '../test/render-app';
import { takeConsoleErrors } from '../test/setup';
import { PAGE_DATA_WAIT_MS } from './page-gate';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { RouteErrorBoundary } from './route-error-boundary';

const guestName = 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e';

describe('every route of spec 1 §2 renders its page inside the chrome', () => {
  it.each([
    ['/', 'Create your new vinyl'],
    ['/dashboard', 'Create your new vinyl'],
    ['/en', 'Create your new vinyl'],
    ['/vinyls', 'Choose your vinyl'],
    ['/texts', 'Title and author'],
    ['/tracks-uploader', 'Upload your audio files'],
    ['/disc-options?view=1', 'Disc options'],
    ['/preview', 'Album preview'],
    ['/profile', 'User profile'],
    ['/orders', 'My orders'],
    ['/credits', 'Credits'],
    ['/signup', 'Sign up'],
    ['/activate?uuid=abc', 'Account activation'],
    ['/reset', 'Reset password'],
  ])('%s → "%s"', async (path, heading) => {
    useSessionStore.setState({ lang: 'en', albumId: 'a1', albumProgress: 'preview' });
    fakeApi(signedInRoutes(guestName, 1));
    const { router } = renderApp(path);
    expect(await findPageHeading(heading)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path.split('?')[0]);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Guest user' })).toBeInTheDocument();
  });

  it('shows sign-up, activation and reset to a visitor without a user', async () => {
    fakeApi({ 'GET /api/me': apiError(401, 'not_authenticated') });
    renderApp('/reset');
    expect(await findPageHeading('Reset password')).toBeInTheDocument();
  });
});

describe('pages ask for their data beside their code (issue 18)', () => {
  /** For each ask of a route (whose query holds `search`): was the first navigation running? */
  function askedDuringNavigation(search = '') {
    const asked: boolean[] = [];
    const ref: { router?: { state: { initialized: boolean } } } = {};
    const record = (answer: FakeResponse): Handler => {
      return ({ url }) => {
        if (url.search.includes(search)) asked.push(!ref.router?.state.initialized);
        return answer;
      };
    };
    return { asked, ref, record };
  }

  it('the dashboard asks for its albums and orders before its first render', async () => {
    const routes = signedInRoutes(guestName, 1);
    const albums = askedDuringNavigation('album_status');
    const orders = askedDuringNavigation();
    const api = fakeApi({
      ...routes,
      'GET /api/albums': albums.record(routes['GET /api/albums']),
      'GET /api/orders': orders.record(routes['GET /api/orders']),
    });
    const { router } = renderApp('/dashboard');
    albums.ref.router = router;
    orders.ref.router = router;
    expect(await findPageHeading('Create your new vinyl')).toBeInTheDocument();
    expect(await screen.findByText('There are no orders')).toBeInTheDocument();
    // Asked once each, while the page's code was still loading; the page used those answers.
    expect(albums.asked).toEqual([true]);
    expect(orders.asked).toEqual([true]);
    expect(api.callsTo('GET', '/api/orders')).toHaveLength(1);
  });

  it('the dashboard opens once its lists have come, with them', async () => {
    const routes = signedInRoutes(guestName, 1);
    let answerOrders: (answer: FakeResponse) => void = () => undefined;
    const held = new Promise<FakeResponse>((resolve) => (answerOrders = resolve));
    fakeApi({ ...routes, 'GET /api/orders': () => held });
    renderApp('/dashboard');
    // The page's code is in (the same module the route loads), the orders' answer is not:
    // the page waits for it (up to PAGE_DATA_WAIT_MS, longer than this).
    await import('../features/dashboard/dashboard-page');
    await new Promise((resolve) => setTimeout(resolve, PAGE_DATA_WAIT_MS * 0.7));
    expect(screen.queryByRole('heading', { level: 1, name: 'Create your new vinyl' })).toBeNull();
    answerOrders(routes['GET /api/orders']);
    expect(await findPageHeading('Create your new vinyl')).toBeInTheDocument();
    // Its first render shows the answer: no loading state before it.
    expect(screen.getByText('There are no orders')).toBeInTheDocument();
  });

  it('a list that does not come holds the dashboard a second at most', async () => {
    const routes = signedInRoutes(guestName, 1);
    fakeApi({ ...routes, 'GET /api/orders': () => new Promise<FakeResponse>(() => undefined) });
    renderApp('/dashboard');
    expect(await findPageHeading('Create your new vinyl')).toBeInTheDocument();
    expect(screen.queryByText('There are no orders')).toBeNull();
  });

  it('a visitor the guard turns away asks for no page data', async () => {
    const api = fakeApi({ 'GET /api/me': apiError(401, 'not_authenticated') });
    const { router } = renderApp('/dashboard');
    expect(await findPageHeading('Sign in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.callsTo('GET', '/api/orders')).toHaveLength(0);
    const lists = api.callsTo('GET', '/api/albums').filter((c) => c.url.search.includes('mine'));
    expect(lists).toHaveLength(0);
  });
});

describe('credits page', () => {
  it('names the team and the open-source frameworks, and goes back', async () => {
    const user = userEvent.setup();
    fakeApi(signedInRoutes(guestName, 1));
    const { router } = renderApp('/dashboard');
    await findPageHeading('Create your new vinyl');
    await user.click(await screen.findByRole('link', { name: 'Credits' }));
    expect(await findPageHeading('Credits')).toBeInTheDocument();
    expect(screen.getByText(/designed and built by the Vinyl Press team/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fastify' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'React' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await findPageHeading('Create your new vinyl')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('route error boundary', () => {
  it('shows a way out instead of a blank page when a page fails', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    const router = createMemoryRouter([
      { path: '/', Component: Broken, ErrorBoundary: RouteErrorBoundary },
    ]);
    const queryClient = createQueryClient({ onSessionExpired: () => undefined });
    render(
      <AppProviders queryClient={queryClient} env="test">
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await findPageHeading('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    // React Router reports the caught error in development; that is expected here.
    expect(takeConsoleErrors().length).toBeGreaterThan(0);
  });
});
