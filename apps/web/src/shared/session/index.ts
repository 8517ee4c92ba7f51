export {
  BUYER_DETAILS_STORAGE_KEY,
  emptyAlbumState,
  initialSessionData,
  SESSION_STORAGE_KEY,
  useSessionStore,
} from './session-store';
export type { SessionActions, SessionStore } from './session-store';
export { isLang, LANGUAGES } from './types';
export type {
  AlbumOptions,
  AlbumState,
  CartItem,
  CartLine,
  Lang,
  SessionData,
  SessionUser,
} from './types';
