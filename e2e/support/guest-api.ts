import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
// The app's own mapping (browser-free): the stored session holds the user as the app makes it.
import { toSessionUser } from '../../apps/web/src/shared/api/session/user-resource';
import {
  emptyAlbumState,
  SESSION_STORAGE_KEY,
} from '../../apps/web/src/shared/session/empty-state';
import type { SessionUser } from '../../apps/web/src/shared/session/types';
import { csrfToken, getAlbum } from './album-api';
import { solveBotCheck } from './bot-check';

/**
 * A guest signed in through the API, and a page opened as that guest, for journeys whose
 * subject is a later screen (decision 050): the login screen's guest start is driven by
 * guest.spec.ts, albums.spec.ts and payment.spec.ts's first journey.
 */

/** A guest signed in through the API: its uuid, and the user as the app stores it. */
export interface Guest {
  uuid: string;
  user: SessionUser;
}

/**
 * A new guest signed in through `POST /api/login/anonymous`, with the language chosen
 * (the `lang` cookie, as the login screen's switch writes it): the page's context holds the
 * session.
 */
export async function signInGuestThroughApi(page: Page, lang: 'en' | 'it'): Promise<Guest> {
  const { origin } = new URL((await page.request.get('/api/health')).url());
  await page.context().addCookies([{ name: 'lang', value: lang, url: origin, sameSite: 'Lax' }]);
  const uuid = randomUUID();
  const answer = await page.request.post('/api/login/anonymous', {
    headers: { 'X-CSRF-Token': await csrfToken(page) },
    data: { uuid, bot_check: await solveBotCheck(page) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return { uuid, user: toSessionUser(await answer.json()) };
}

export interface ApiAlbum {
  albumId: string;
  vinylIds: string[];
}

/**
 * Opens `path` as the guest, with the stored session (spec 1 §3) the app keeps after the
 * login screen's guest start: the user (the guard goes on with it when the server cannot be
 * asked, and signs the guest in again with the uuid when the session has expired), the
 * language and, given an album, that album as reopening it from the dashboard stores it
 * (`albumStateFrom`).
 */
export async function openAsGuest(
  page: Page,
  { guest, lang, path, album }: { guest: Guest; lang: 'en' | 'it'; path: string; album?: ApiAlbum },
): Promise<void> {
  const state: Record<string, unknown> = {
    user: guest.user,
    isAnonymous: true,
    uuidUser: guest.uuid,
    lang,
    cart: [],
    ...emptyAlbumState(),
  };
  if (album) {
    const { attributes } = await getAlbum(page, album.albumId);
    const rpm = Number(attributes.album_rpm);
    Object.assign(state, {
      albumId: album.albumId,
      albumTitle: attributes.title,
      albumProgress: attributes.album_progress,
      albumFormat: attributes.album_format,
      albumRpm: Number.isFinite(rpm) && rpm > 0 ? { value: rpm } : null,
      albumQuantity: attributes.quantity,
      vinylsId: album.vinylIds,
      albumOptions: attributes.album_options,
      albumOrdered: attributes.album_status === 'ordered',
    });
  }
  // A document of the shop's origin to write its storage in: its icon is the lightest (an
  // API answer's policy, default-src 'none', would refuse the browser's favicon request).
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ key, stored }) => localStorage.setItem(key, JSON.stringify({ state: stored, version: 1 })),
    { key: SESSION_STORAGE_KEY, stored: state },
  );
  await page.goto(path);
}
