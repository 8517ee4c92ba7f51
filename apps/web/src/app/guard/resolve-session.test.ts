import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../shared/session';
import { resolveSession } from './resolve-session';
import type { MeOutcome, StoredAuth } from './resolve-session';

function user(username: string, status: SessionUser['status'] = 'active'): SessionUser {
  return {
    id: 'u1',
    username,
    status,
    name: null,
    surname: null,
    email: null,
    phone: null,
    national_id_number: null,
    role: 'customer',
  };
}

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const guest = user(`uuid-${uuid}`);
const customer = user('ada@example.com');

describe('resolveSession (guard rule 1, spec 1 §4 expired token)', () => {
  it.each<[string, MeOutcome, StoredAuth, string, ReturnType<typeof resolveSession>]>([
    [
      'a loaded user is signed in',
      { type: 'user', user: customer },
      { user: null, uuidUser: null },
      '/dashboard',
      { type: 'signed-in', user: customer },
    ],
    [
      'a draft user cannot stay signed in',
      { type: 'user', user: user('new@example.com', 'draft') },
      { user: null, uuidUser: null },
      '/dashboard',
      { type: 'signed-out' },
    ],
    [
      'no session means signed out',
      { type: 'not-authenticated' },
      { user: guest, uuidUser: uuid },
      '/dashboard',
      { type: 'signed-out' },
    ],
    [
      'an expired guest session is recovered with the stored uuid',
      { type: 'expired' },
      { user: guest, uuidUser: uuid },
      '/texts',
      { type: 'recover-guest', uuid },
    ],
    [
      'an expired guest without a stored uuid is signed out',
      { type: 'expired' },
      { user: guest, uuidUser: null },
      '/texts',
      { type: 'signed-out' },
    ],
    [
      'an expired registered session is signed out (goes to login)',
      { type: 'expired' },
      { user: customer, uuidUser: uuid },
      '/dashboard',
      { type: 'signed-out' },
    ],
    [
      'an expired session with nobody stored is signed out',
      { type: 'expired' },
      { user: null, uuidUser: uuid },
      '/dashboard',
      { type: 'signed-out' },
    ],
    [
      'logging out does not sign the guest back in',
      { type: 'expired' },
      { user: guest, uuidUser: uuid },
      '/logout',
      { type: 'signed-out' },
    ],
    [
      'an unreachable server keeps the stored user',
      { type: 'unavailable' },
      { user: customer, uuidUser: null },
      '/dashboard',
      { type: 'keep-stored', user: customer },
    ],
    [
      'an unreachable server with nobody stored is signed out',
      { type: 'unavailable' },
      { user: null, uuidUser: null },
      '/dashboard',
      { type: 'signed-out' },
    ],
  ])('%s', (_name, outcome, stored, to, expected) => {
    expect(resolveSession(outcome, stored, to)).toEqual(expected);
  });
});
