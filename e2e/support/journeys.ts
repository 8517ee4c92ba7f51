import { expect, type Page } from '@playwright/test';

/** Console errors of the page, less Chromium's line for each expected 401 of the "who am I?" probe. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const expected = message.text().startsWith('Failed to load resource');
    if (message.type() === 'error' && !expected) errors.push(message.text());
  });
  return errors;
}

/**
 * A guest through the real login screen (with its bot check), in English, makes a 7″
 * single or double, gives it a title and lands on the tracks step.
 */
export async function startSevenInchAlbumAsGuest(
  page: Page,
  album: { discs: 'Single' | 'Double'; title: string },
): Promise<void> {
  await startAlbumAsGuest(page, { ...album, format: '7' });
}

/** The same for any size: a guest's `format`″ single or double, at the tracks step. */
export async function startAlbumAsGuest(
  page: Page,
  { discs, title, format }: { discs: 'Single' | 'Double'; title: string; format: string },
): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: /lingua/i }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Start making a vinyl' }).click();
  await expect(page).toHaveURL(/\/vinyls$/);
  await page
    .getByRole('dialog', { name: 'Before you start' })
    .getByRole('button', { name: 'Got it' })
    .click();
  await page
    .getByRole('region', { name: 'All formats' })
    .getByRole('button', { name: `Choose the ${format}″ ${discs.toLowerCase()}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `${format}″: one disc or two?` });
  await dialog.getByRole('radio', { name: discs }).check();
  await expect(dialog.getByRole('radio', { name: discs })).toBeChecked();
  await dialog.getByRole('button', { name: 'Start my album' }).click();
  await expect(page).toHaveURL(/\/texts$/);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/tracks-uploader$/);
}
