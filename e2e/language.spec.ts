import { expect, test, type Browser, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/journeys';

/**
 * Issue 14 item 3: a new visitor who has not chosen a language sees one language on every
 * page (the browser's when it is Italian or English, Italian otherwise), and the server is
 * told it by the `lang` cookie (mails, the payment page).
 */
const WORDS = {
  en: {
    login: 'Sign in',
    guest: 'Start making a vinyl',
    vinyls: 'Choose your vinyl',
    info: 'Before you start',
    ok: 'Got it',
    all: 'All formats',
    card: 'Choose the 7″ single',
    discs: '7″: one disc or two?',
    single: 'Single',
    start: 'Start my album',
    texts: 'Title and author',
    title: 'Title',
    next: 'Next',
    tracks: 'Upload your audio files',
  },
  it: {
    login: 'Accedi',
    guest: 'Inizia a creare un vinile',
    vinyls: 'Scegli il tuo vinile',
    info: 'Prima di iniziare',
    ok: 'Ho capito',
    all: 'Tutti i formati',
    card: 'Scegli il 7″ singolo',
    discs: '7″: uno o due dischi?',
    single: 'Singolo',
    start: 'Inizia il mio album',
    texts: 'Titolo e autore',
    title: 'Titolo',
    next: 'Avanti',
    tracks: 'Carica i tuoi file audio',
  },
} as const;

async function freshVisitor(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors, consoleErrors: collectConsoleErrors(page) };
}

async function expectLangCookie(page: Page, lang: 'en' | 'it') {
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe(lang);
}

async function walkToTracks(page: Page, lang: 'en' | 'it') {
  const w = WORDS[lang];
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: w.login, level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expectLangCookie(page, lang);

  await page.getByRole('button', { name: w.guest }).click();
  await expect(page).toHaveURL(/\/vinyls$/);
  await expect(page.getByRole('heading', { name: w.vinyls, level: 1 })).toBeVisible();
  await page.getByRole('dialog', { name: w.info }).getByRole('button', { name: w.ok }).click();
  await page.getByRole('region', { name: w.all }).getByRole('button', { name: w.card }).click();
  const dialog = page.getByRole('dialog', { name: w.discs });
  await dialog.getByRole('radio', { name: w.single }).check();
  await dialog.getByRole('button', { name: w.start }).click();

  await expect(page).toHaveURL(/\/texts$/);
  await expect(page.getByRole('heading', { name: w.texts, level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: w.title }).fill('One language');
  await page.getByRole('button', { name: w.next }).click();

  await expect(page).toHaveURL(/\/tracks-uploader$/);
  await expect(page.getByRole('heading', { name: w.tracks, level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);

  // A reload keeps it.
  await page.reload();
  await expect(page.getByRole('heading', { name: w.tracks, level: 1 })).toBeVisible();
  await expectLangCookie(page, lang);
}

test('a new visitor with an English browser gets English on every page', async ({ browser }) => {
  const visitor = await freshVisitor(browser, 'en-US');
  await walkToTracks(visitor.page, 'en');
  expect(visitor.pageErrors).toEqual([]);
  expect(visitor.consoleErrors).toEqual([]);
  await visitor.context.close();
});

test('a new visitor with a German browser gets Italian on every page', async ({ browser }) => {
  const visitor = await freshVisitor(browser, 'de-DE');
  await walkToTracks(visitor.page, 'it');
  expect(visitor.pageErrors).toEqual([]);
  expect(visitor.consoleErrors).toEqual([]);
  await visitor.context.close();
});

test('a chosen language holds on every page, over the browser’s', async ({ browser }) => {
  const visitor = await freshVisitor(browser, 'en-US');
  const { page } = visitor;
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitem', { name: 'Italiano' }).click();
  await expect(page.getByRole('heading', { name: 'Accedi', level: 1 })).toBeVisible();
  await expectLangCookie(page, 'it');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Registrati', level: 1 })).toBeVisible();
  expect(visitor.pageErrors).toEqual([]);
  expect(visitor.consoleErrors).toEqual([]);
  await visitor.context.close();
});
