import type { AlbumProgress } from '@vinyl/domain';

export const LANGUAGES = ['it', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The current user as the session keeps it: the JSON:API resource's id plus its attributes
 * (spec 1 §3). TODO(domain): derive from `UserSchema` once packages/domain exports it.
 */
export interface SessionUser {
  id: string;
  username: string;
  /** "draft" until the e-mail is activated. */
  status: string;
  name: string | null;
  surname: string | null;
  email: string | null;
  phone: string | null;
  national_id_number: string | null;
  role: string | null;
}

/** album_options as the session keeps them (spec 2 §3); the groups' shapes belong to the domain. */
export interface AlbumOptions {
  tracks?: { number: number; exceeded: boolean; duration?: number };
  [group: string]: unknown;
}

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
