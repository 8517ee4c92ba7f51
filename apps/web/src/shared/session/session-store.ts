import { create } from 'zustand';
import { guestUuidOf } from '../lib/guest';
import { emptyAlbumState, SESSION_STORAGE_KEY } from './empty-state';
import { writeLangCookie } from './lang-cookie';
import { isLang } from './types';
import type { AlbumState, CartItem, Lang, SessionData, SessionUser } from './types';

export { emptyAlbumState, SESSION_STORAGE_KEY };

/** The buyer's contact and addresses remembered for the next order (shared/checkout). */
export const BUYER_DETAILS_STORAGE_KEY = 'vinyl-shop:customer-details';

function forgetBuyerDetails(): void {
  try {
    localStorage.removeItem(BUYER_DETAILS_STORAGE_KEY);
  } catch {
    // Storage unavailable: there is nothing remembered either.
  }
}

export function initialSessionData(): SessionData {
  return {
    user: null,
    isAnonymous: false,
    uuidUser: null,
    lang: null,
    cart: [],
    ...emptyAlbumState(),
  };
}

export interface SessionActions {
  /** Stores the loaded user; a non-guest user drops the guest uuid (spec 1 §4). */
  setUser: (user: SessionUser | null) => void;
  setAnonymous: (isAnonymous: boolean) => void;
  /** Returns the guest uuid, creating and keeping one if none exists (spec 1 §4). */
  ensureUuid: () => string;
  clearUuid: () => void;
  /** Forgets who is signed in (user and anonymous flag), keeping album, cart and uuid. */
  clearAuth: () => void;
  setLang: (lang: Lang) => void;
  setAlbum: (album: Partial<AlbumState>) => void;
  resetAlbum: () => void;
  /**
   * Resets the album, empties the cart and forgets the user (spec 1 §4), and the buyer's
   * remembered address: the next person at this browser does not see it.
   */
  clearSession: () => void;
  addToCart: (item: CartItem) => void;
  removeFromCart: (position: number) => void;
  clearCart: () => void;
}

export type SessionStore = SessionData & SessionActions;

/** What is kept in storage: the session data, not the actions. */
function storedPart(state: SessionStore): SessionData {
  return {
    user: state.user,
    isAnonymous: state.isAnonymous,
    uuidUser: state.uuidUser,
    lang: state.lang,
    cart: state.cart,
    albumId: state.albumId,
    albumTitle: state.albumTitle,
    albumProgress: state.albumProgress,
    albumFormat: state.albumFormat,
    albumRpm: state.albumRpm,
    albumQuantity: state.albumQuantity,
    vinylsId: state.vinylsId,
    albumOptions: state.albumOptions,
    albumOrdered: state.albumOrdered,
  };
}

function readStored(): Partial<SessionData> {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return {};
    const { state } = JSON.parse(raw) as { state?: Partial<SessionData> };
    return state && typeof state === 'object' ? state : {};
  } catch {
    // Storage unavailable or a value that is not JSON: start empty.
    return {};
  }
}

export const useSessionStore = create<SessionStore>()((set, get) => ({
  ...initialSessionData(),
  setUser: (user) =>
    set((state) => {
      if (!user) return { user: null };
      const uuid = guestUuidOf(user.username);
      if (!uuid) return { user, isAnonymous: false, uuidUser: null };
      // A guest whose uuid was lost from storage can still be signed in again later.
      return { user, isAnonymous: true, uuidUser: state.uuidUser ?? uuid };
    }),
  setAnonymous: (isAnonymous) => set({ isAnonymous }),
  ensureUuid: () => {
    const existing = get().uuidUser;
    if (existing) return existing;
    const uuid = crypto.randomUUID();
    set({ uuidUser: uuid });
    return uuid;
  },
  clearUuid: () => set({ uuidUser: null }),
  clearAuth: () => set({ user: null, isAnonymous: false }),
  setLang: (lang) => {
    writeLangCookie(lang);
    set({ lang });
  },
  setAlbum: (album) => set(album),
  resetAlbum: () => set(emptyAlbumState()),
  clearSession: () => {
    forgetBuyerDetails();
    set({ ...emptyAlbumState(), cart: [], user: null, isAnonymous: false });
  },
  addToCart: (item) => set((state) => ({ cart: [...state.cart, item] })),
  removeFromCart: (position) =>
    set((state) => ({ cart: state.cart.filter((_, index) => index !== position) })),
  clearCart: () => set({ cart: [] }),
}));

/**
 * Reads the stored session into the store (once at start; tests call it again). A stored
 * value from an older build or another tab must not break the app.
 */
export function rehydrateSessionStore(): void {
  const stored = readStored();
  useSessionStore.setState({ ...stored, lang: isLang(stored.lang) ? stored.lang : null });
}

rehydrateSessionStore();
// Issue 18: the store writes itself in zustand persist's shape (`{ state, version }`, so a
// session stored by an older build still loads) without the middleware, ~0.9 KB gzipped
// less on every first page.
useSessionStore.subscribe((state) => {
  try {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: storedPart(state), version: 1 }),
    );
  } catch {
    // Storage full or unavailable: the session lasts as long as the page.
  }
});
