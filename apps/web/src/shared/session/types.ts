import type { AlbumOptions, AlbumProgress, User } from '@vinyl/domain';

export const LANGUAGES = ['it', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The current user as the session keeps it: the resource id plus its attributes (spec 1 §3). */
export type SessionUser = User & { id: string };

export type { AlbumOptions };

/** A product line of a cart item (spec 1 §3, checkout payload lines). */
export interface CartLine {
  product_id?: number | string;
  variant_id?: number | string;
  album_id?: string;
  quantity: number;
  [key: string]: unknown;
}

/** One album in the cart (spec 1 §3). */
export interface CartItem {
  id: string;
  title: string;
  author: string | null;
  items: CartLine[];
  quantity: number;
  price: number;
}

export interface AlbumState {
  albumId: string | null;
  albumTitle: string | null;
  albumProgress: AlbumProgress | null;
  albumFormat: string | null;
  albumRpm: { value: number } | null;
  albumQuantity: number | null;
  vinylsId: string[];
  albumOptions: AlbumOptions;
  albumOrdered: boolean;
}

export interface SessionData extends AlbumState {
  user: SessionUser | null;
  isAnonymous: boolean;
  uuidUser: string | null;
  /** null until the visitor picks a language (spec 1 §9 then picks one by screen). */
  lang: Lang | null;
  cart: CartItem[];
}
