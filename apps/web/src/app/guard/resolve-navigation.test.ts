import { describe, expect, it } from 'vitest';
import { needsAlbumCount, resolveNavigation } from './resolve-navigation';
import type { NavigationDecision, NavigationInput } from './resolve-navigation';

const guest = { username: 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e' };
const customer = { username: 'ada@example.com' };
const admin = { username: 'plant@example.com', role: 'admin' as const };

/** A signed-in customer with an album whose options are complete, opening the dashboard. */
function input(overrides: Partial<NavigationInput>): NavigationInput {
  return {
    to: '/dashboard',
    from: null,
    user: customer,
    isAnonymous: false,
    albumId: 'album-1',
    albumOptionsComplete: true,
    albumCount: 2,
    guestRecovered: false,
    ...overrides,
  };
}

const CONTINUE: NavigationDecision = { type: 'continue' };
const redirect = (to: string, reason: string, clearSession = false) => ({
  type: 'redirect',
  to,
  reason,
  clearSession,
});

describe('resolveNavigation (spec 1 §2 guard)', () => {
  it.each<[string, Partial<NavigationInput>, NavigationDecision | ReturnType<typeof redirect>]>([
    // Rule 2: logout always ends the session, signed in or not.
    ['rule 2: /logout with a user', { to: '/logout' }, { type: 'logout', to: '/login' }],
    [
      'rule 2: /logout without a user',
      { to: '/logout', user: null },
      { type: 'logout', to: '/login' },
    ],
    ['rule 2: /logout/ (trailing slash)', { to: '/logout/' }, { type: 'logout', to: '/login' }],

    // Spec 1 §4: a guest signed back in goes to the dashboard.
    [
      'recovered guest opening a wizard page goes to the dashboard',
      { to: '/texts', user: guest, isAnonymous: true, guestRecovered: true },
      redirect('/dashboard', 'session-recovered'),
    ],
    [
      'recovered guest opening the dashboard continues',
      { to: '/dashboard', user: guest, isAnonymous: true, guestRecovered: true },
      CONTINUE,
    ],
    [
      'recovered guest opening login continues (they may want to sign in)',
      { to: '/login', user: guest, isAnonymous: true, guestRecovered: true },
      CONTINUE,
    ],

    // Rule 3: file-uploader with incomplete options.
    [
      'rule 3: from preview goes to options',
      { to: '/file-uploader', from: '/preview', albumOptionsComplete: false },
      redirect('/disc-options', 'options-incomplete'),
    ],
    [
      'rule 3: from anywhere else goes to preview',
      { to: '/file-uploader', from: '/disc-options', albumOptionsComplete: false },
      redirect('/preview', 'options-incomplete'),
    ],
    [
      'rule 3: on first load goes to preview',
      { to: '/file-uploader', from: null, albumOptionsComplete: false },
      redirect('/preview', 'options-incomplete'),
    ],
    [
      'rule 3: applies before rule 4 (no user)',
      { to: '/file-uploader', user: null, albumOptionsComplete: false },
      redirect('/preview', 'options-incomplete'),
    ],
    [
      'rule 3: complete options continue',
      { to: '/file-uploader', from: '/preview', albumOptionsComplete: true },
      CONTINUE,
    ],

    // Rule 4: no user outside login, signup, activate, reset.
    [
      'rule 4: home without a user',
      { to: '/', user: null },
      redirect('/login', 'not-signed-in', true),
    ],
    [
      'rule 4: dashboard without a user',
      { to: '/dashboard', user: null },
      redirect('/login', 'not-signed-in', true),
    ],
    [
      'rule 4: /it without a user',
      { to: '/it', user: null },
      redirect('/login', 'not-signed-in', true),
    ],
    [
      'rule 4: vinyls without a user',
      { to: '/vinyls', user: null },
      redirect('/login', 'not-signed-in', true),
    ],
    [
      'rule 4: credits without a user',
      { to: '/credits', user: null },
      redirect('/login', 'not-signed-in', true),
    ],
    [
      'rule 4: an unknown page without a user',
      { to: '/nowhere', user: null },
      redirect('/login', 'not-signed-in', true),
    ],
    ['rule 4: login without a user', { to: '/login', user: null }, CONTINUE],
    ['rule 4: signup without a user', { to: '/signup', user: null }, CONTINUE],
    ['rule 4: activate without a user', { to: '/activate', user: null }, CONTINUE],
    ['rule 4: reset without a user', { to: '/reset', user: null }, CONTINUE],

    // Rule 5: login with a signed-in user.
    [
      'rule 5: registered user on login goes to the dashboard',
      { to: '/login' },
      redirect('/dashboard', 'already-signed-in'),
    ],
    ['rule 5: a guest may open login', { to: '/login', user: guest, isAnonymous: true }, CONTINUE],
    ['rule 5: signup with a registered user continues', { to: '/signup' }, CONTINUE],

    // Rule 6: home or dashboard by album count.
    ['rule 6: dashboard with albums', { to: '/dashboard', albumCount: 1 }, CONTINUE],
    ['rule 6: home with albums', { to: '/', albumCount: 3 }, CONTINUE],
    [
      'rule 6: dashboard without albums goes to vinyls',
      { to: '/dashboard', albumCount: 0 },
      redirect('/vinyls', 'no-albums'),
    ],
    [
      'rule 6: home without albums goes to vinyls',
      { to: '/', albumCount: 0 },
      redirect('/vinyls', 'no-albums'),
    ],
    [
      'rule 6: /en without albums goes to vinyls',
      { to: '/en', albumCount: 0, user: guest, isAnonymous: true },
      redirect('/vinyls', 'no-albums'),
    ],
    [
      'rule 6: an unknown count lets the dashboard show its own state',
      { to: '/dashboard', albumCount: null },
      CONTINUE,
    ],

    // Rule 7: wizard pages need a selected album.
    ...(['/texts', '/tracks-uploader', '/disc-options', '/preview'] as const).map(
      (to): [string, Partial<NavigationInput>, ReturnType<typeof redirect>] => [
        `rule 7: ${to} without an album goes home`,
        { to, albumId: null },
        redirect('/', 'no-album-selected'),
      ],
    ),
    [
      'rule 7: file-uploader without an album (complete options) goes home',
      { to: '/file-uploader', albumId: null },
      redirect('/', 'no-album-selected'),
    ],
    ['rule 7: texts with an album continues', { to: '/texts' }, CONTINUE],
    ['rule 7: vinyls is not a wizard step', { to: '/vinyls', albumId: null }, CONTINUE],

    // The back-office (issue 17): admins only; an admin's home is the back-office.
    ['admin: the board for an admin', { to: '/admin', user: admin }, CONTINUE],
    ['admin: an order page for an admin', { to: '/admin/orders/o-1', user: admin }, CONTINUE],
    [
      'admin: a customer is sent to the dashboard',
      { to: '/admin/orders/o-1' },
      redirect('/dashboard', 'not-admin'),
    ],
    [
      'admin: a guest is sent to the dashboard',
      { to: '/admin', user: guest, isAnonymous: true },
      redirect('/dashboard', 'not-admin'),
    ],
    [
      'admin: nobody signed in goes to login first (rule 4)',
      { to: '/admin', user: null },
      redirect('/login', 'not-signed-in', true),
    ],
    [
      'admin: home takes an admin to the back-office',
      { to: '/', user: admin },
      redirect('/admin', 'admin-home'),
    ],
    [
      'admin: the dashboard takes an admin to the back-office',
      { to: '/dashboard', user: admin, albumCount: 0 },
      redirect('/admin', 'admin-home'),
    ],
    ['admin: /administrator is not the back-office', { to: '/administrator' }, CONTINUE],

    // Pages no rule touches.
    ['profile with a user', { to: '/profile' }, CONTINUE],
    ['orders with a user', { to: '/orders' }, CONTINUE],
    ['credits with a guest', { to: '/credits', user: guest, isAnonymous: true }, CONTINUE],
    ['an unknown page with a user', { to: '/nowhere' }, CONTINUE],
  ])('%s', (_name, overrides, expected) => {
    expect(resolveNavigation(input(overrides))).toEqual(expected);
  });
});

describe('needsAlbumCount', () => {
  it.each([
    ['/', customer, true],
    ['/dashboard', customer, true],
    ['/it', guest, true],
    ['/dashboard', null, false],
    ['/vinyls', customer, false],
    ['/login', customer, false],
    ['/dashboard', admin, false],
  ] as const)('%s with %o → %s', (to, user, expected) => {
    expect(needsAlbumCount(to, user)).toBe(expected);
  });
});
