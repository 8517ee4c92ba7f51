import { describe, expect, it } from 'vitest';
import {
  BUYER_DETAILS_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  emptyAlbumState,
  rehydrateSessionStore,
  useSessionStore,
} from './session-store';
import type { CartItem, SessionUser } from './types';

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';

function user(username: string): SessionUser {
  return {
    id: 'u1',
    username,
    status: 'active',
    name: 'Ada',
    surname: null,
    email: null,
    phone: null,
    national_id_number: null,
    role: 'customer',
  };
}

function cartItem(id: string): CartItem {
  return { id, title: `Album ${id}`, author: null, items: [], quantity: 1, price: 0 };
}

const store = () => useSessionStore.getState();

function stored(): Record<string, unknown> {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  return (JSON.parse(raw ?? '{}') as { state: Record<string, unknown> }).state;
}

describe('session store (spec 1 §3, §4)', () => {
  it('starts empty, with no language chosen', () => {
    expect(store()).toMatchObject({
      user: null,
      isAnonymous: false,
      uuidUser: null,
      lang: null,
      cart: [],
      ...emptyAlbumState(),
    });
  });

  it('persists the session to localStorage', () => {
    store().setUser(user('ada@example.com'));
    store().setAlbum({ albumId: 'a1', albumTitle: 'Blue' });
    expect(stored()).toMatchObject({
      user: { username: 'ada@example.com' },
      albumId: 'a1',
      albumTitle: 'Blue',
    });
  });

  it('restores the session from localStorage', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        state: { user: user(`uuid-${uuid}`), isAnonymous: true, uuidUser: uuid, lang: 'it' },
        version: 1,
      }),
    );
    rehydrateSessionStore();
    expect(store()).toMatchObject({ isAnonymous: true, uuidUser: uuid, lang: 'it' });
    expect(store().user?.username).toBe(`uuid-${uuid}`);
  });

  it('ignores a stored language it does not know', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { lang: 'fr' }, version: 1 }),
    );
    rehydrateSessionStore();
    expect(store().lang).toBeNull();
  });

  it('creates the guest uuid once and keeps it', () => {
    const first = store().ensureUuid();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(store().ensureUuid()).toBe(first);
    expect(stored().uuidUser).toBe(first);
  });

  it('keeps the uuid and marks the session anonymous when a guest loads', () => {
    store().ensureUuid();
    const kept = store().uuidUser;
    store().setUser(user(`uuid-${kept}`));
    expect(store()).toMatchObject({ uuidUser: kept, isAnonymous: true });
  });

  it('recovers the uuid from a loaded guest when storage lost it', () => {
    store().setUser(user(`uuid-${uuid}`));
    expect(store()).toMatchObject({ uuidUser: uuid, isAnonymous: true });
  });

  it('clears the uuid when a loaded user is not a guest', () => {
    store().ensureUuid();
    store().setAnonymous(true);
    store().setUser(user('ada@example.com'));
    expect(store()).toMatchObject({ uuidUser: null, isAnonymous: false });
  });

  it('clearUuid forgets the guest uuid', () => {
    store().ensureUuid();
    store().clearUuid();
    expect(store().uuidUser).toBeNull();
  });

  it('writes the language to the store and to a one-year lang cookie', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => writes.join('; '),
      set: (value: string) => writes.push(value),
    });
    try {
      store().setLang('en');
    } finally {
      delete (document as { cookie?: string }).cookie;
      if (descriptor) Object.defineProperty(Document.prototype, 'cookie', descriptor);
    }
    expect(store().lang).toBe('en');
    expect(writes).toEqual(['lang=en; path=/; max-age=31536000; SameSite=Lax']);
  });

  it('sets a lang cookie the browser keeps', () => {
    store().setLang('it');
    expect(document.cookie).toContain('lang=it');
  });

  it('resetAlbum clears exactly the album fields of spec 2 §3', () => {
    store().setUser(user('ada@example.com'));
    store().addToCart(cartItem('a0'));
    store().setLang('it');
    store().setAlbum({
      albumId: 'a1',
      albumTitle: 'Blue',
      albumProgress: 'tracks',
      albumFormat: '12',
      albumRpm: { value: 33 },
      albumQuantity: 5,
      vinylsId: ['v1', 'v2'],
      albumOptions: { tracks: { number: 4, exceeded: true, duration: 1200 } },
      albumOrdered: true,
    });
    store().resetAlbum();
    expect(store()).toMatchObject({
      albumId: null,
      albumTitle: null,
      albumProgress: null,
      albumFormat: null,
      albumRpm: null,
      albumQuantity: null,
      vinylsId: [],
      albumOrdered: false,
      albumOptions: { tracks: { number: 0, exceeded: false } },
    });
    expect(store().albumOptions).toEqual({ tracks: { number: 0, exceeded: false } });
    // Not part of the album.
    expect(store().user?.username).toBe('ada@example.com');
    expect(store().cart).toHaveLength(1);
    expect(store().lang).toBe('it');
  });

  it('clearSession resets the album, empties the cart and forgets the user', () => {
    store().setUser(user(`uuid-${uuid}`));
    store().ensureUuid();
    store().setLang('en');
    store().setAlbum({ albumId: 'a1', albumTitle: 'Blue' });
    store().addToCart(cartItem('a1'));
    localStorage.setItem(BUYER_DETAILS_STORAGE_KEY, '{"email":"ada@example.com"}');
    store().clearSession();
    // The address remembered for the next order goes too: the next person here must not see it.
    expect(localStorage.getItem(BUYER_DETAILS_STORAGE_KEY)).toBeNull();
    expect(store()).toMatchObject({
      user: null,
      isAnonymous: false,
      cart: [],
      albumId: null,
      albumTitle: null,
    });
    // The guest uuid and the language survive, so the guest can come back to their albums.
    expect(store().uuidUser).not.toBeNull();
    expect(store().lang).toBe('en');
    expect(stored()).toMatchObject({ user: null, cart: [] });
  });

  it('clearAuth forgets only who is signed in', () => {
    store().setUser(user(`uuid-${uuid}`));
    store().setAlbum({ albumId: 'a1' });
    store().clearAuth();
    expect(store()).toMatchObject({ user: null, isAnonymous: false, albumId: 'a1' });
  });

  it('adds cart items, removes one by position and clears the cart', () => {
    store().addToCart(cartItem('a'));
    store().addToCart(cartItem('b'));
    store().addToCart(cartItem('c'));
    store().removeFromCart(1);
    expect(store().cart.map((item) => item.id)).toEqual(['a', 'c']);
    store().removeFromCart(5);
    expect(store().cart.map((item) => item.id)).toEqual(['a', 'c']);
    store().clearCart();
    expect(store().cart).toEqual([]);
  });
});
