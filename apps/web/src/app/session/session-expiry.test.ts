import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { albumsInProgressQueryOptions } from '../../shared/api/albums/get-albums-in-progress';
import { useSessionStore } from '../../shared/session';
import type { SessionUser } from '../../shared/session';
import { apiError, fakeApi, userDocument } from '../../test/fake-api';
import { createQueryClient } from '../query-client';
import { createSessionExpiryHandler } from './session-expiry';

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';

function user(username: string): SessionUser {
  return {
    id: 'u1',
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

function setup() {
  const navigate = vi.fn();
  const queryClient = createQueryClient({ onSessionExpired: () => handler() });
  const handler = createSessionExpiryHandler({
    queryClient,
    navigate,
    currentPath: () => '/texts',
    expiredMessage: () => 'Your session has expired, please sign in again',
  });
  return { navigate, queryClient, handler };
}

describe('session expiry on any call (spec 1 §4)', () => {
  it('signs a guest in again with the stored uuid and opens the dashboard', async () => {
    useSessionStore.setState({ user: user(`uuid-${uuid}`), isAnonymous: true, uuidUser: uuid });
    const api = fakeApi({
      'GET /api/csrf': { body: { token: 't' } },
      'POST /api/login/anonymous': { body: userDocument(`uuid-${uuid}`) },
      'GET /api/me': { body: userDocument(`uuid-${uuid}`) },
      'GET /api/albums': apiError(401, 'session_expired'),
    });
    const { navigate, queryClient } = setup();
    await queryClient.fetchQuery(albumsInProgressQueryOptions()).catch(() => undefined);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'));
    expect(api.callsTo('POST', '/api/login/anonymous')[0]?.body).toEqual({ uuid });
    expect(useSessionStore.getState()).toMatchObject({ isAnonymous: true, uuidUser: uuid });
  });

  it('sends a registered user to login and forgets who was signed in', async () => {
    useSessionStore.setState({ user: user('ada@example.com') });
    const api = fakeApi({});
    const { navigate, handler } = setup();
    handler();
    handler();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(0);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('ignores other errors', async () => {
    useSessionStore.setState({ user: user('ada@example.com') });
    const { navigate, queryClient } = setup();
    await queryClient
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(new Error('boom')),
        retry: false,
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(navigate).not.toHaveBeenCalled();
    expect(useSessionStore.getState().user).not.toBeNull();
  });
});
