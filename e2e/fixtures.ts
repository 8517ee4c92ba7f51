import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { guestAlbumThroughApi, type AlbumStep } from './support/album-setup';
import { linkFromOutbox, mailFromOutbox } from './support/outbox';

/**
 * The journeys' fixtures (decision 022). A spec imports `test` and `expect` from here and
 * asks for what it needs; each fixture undoes what it made when the test ends.
 *
 * - `consoleErrors`: the page's console errors (less Chromium's line for each expected
 *   401 of the "who am I?" probe), collected from the start of the test.
 * - `pageErrors`: the page's uncaught errors and rejections.
 * - `albumAt(step, { title, discs, format })`: a new English-speaking guest's album (a 7″
 *   single unless told), titled `title`, made through the API as the web app makes it and
 *   opened at `step` — `'texts'`, `'tracks'` (the uploader, no tracks yet), `'graphics'` (a
 *   WAV on each side, the format's default options) or `'summary'` (a WAV on each side,
 *   white cover, nothing to print) — and answers its id (decision 050: the screens before
 *   `step` are driven by albums.spec.ts and by payment.spec.ts's first journey). Albums
 *   still editable at the end are deleted.
 * - `freshPage(options)`: a page in a browser context of its own (another person, or the same
 *   person after closing the browser), closed at the end.
 * - `outbox`: the mails the shop wrote, read as a person opens their inbox: `link(address,
 *   'activate' | 'reset', since)` and `mail(address, text, since)`.
 */
export interface Fixtures {
  consoleErrors: string[];
  pageErrors: string[];
  albumAt: (
    step: AlbumStep,
    album: { title: string; discs?: 'Single' | 'Double'; format?: '7' | '10' | '12' },
  ) => Promise<string>;
  freshPage: (options?: BrowserContextOptions) => Promise<Page>;
  outbox: { link: typeof linkFromOutbox; mail: typeof mailFromOutbox };
}

/** Chromium's line for each 401 of the session probe, which every guest's first visit makes. */
const isExpected = (text: string) => text.startsWith('Failed to load resource');

function collectErrors(page: Page) {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpected(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { consoleErrors, pageErrors };
}

const collected = new WeakMap<Page, ReturnType<typeof collectErrors>>();
function errorsOf(page: Page) {
  let errors = collected.get(page);
  if (!errors) {
    errors = collectErrors(page);
    collected.set(page, errors);
  }
  return errors;
}

/** Deletes an album through the API as its owner (an ordered album stays: it is history). */
async function deleteAlbum(page: Page, albumId: string): Promise<void> {
  const answer = await page.request.get('/api/csrf').catch(() => null);
  if (!answer?.ok()) return;
  const { token } = (await answer.json()) as { token: string };
  await page.request
    .delete(`/api/delete-album/${albumId}`, { headers: { 'X-CSRF-Token': token } })
    .catch(() => undefined);
}

async function openContext(
  browser: Browser,
  contexts: BrowserContext[],
  options?: BrowserContextOptions,
): Promise<Page> {
  const context = await browser.newContext(options);
  contexts.push(context);
  return context.newPage();
}

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    await use(errorsOf(page).consoleErrors);
  },
  pageErrors: async ({ page }, use) => {
    await use(errorsOf(page).pageErrors);
  },
  albumAt: async ({ page }, use) => {
    const made: string[] = [];
    await use(async (step, { title, discs = 'Single', format = '7' }) => {
      const { albumId } = await guestAlbumThroughApi(page, step, {
        title,
        format,
        discs: discs === 'Double' ? 2 : 1,
      });
      made.push(albumId);
      return albumId;
    });
    for (const albumId of made) await deleteAlbum(page, albumId);
  },
  freshPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use((options) => openContext(browser, contexts, options));
    for (const context of contexts) await context.close();
  },
  // Playwright reads a fixture's dependencies from this pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  outbox: async ({}, use) => {
    await use({ link: linkFromOutbox, mail: mailFromOutbox });
  },
});

export { expect };
