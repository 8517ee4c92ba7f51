import { expect, test } from './fixtures';

/**
 * Issue 14 item 2: what is typed on the title step is saved without Next, as it is typed
 * and before the page is left (Exit → Go to Dashboard, a reload).
 */
test('title, author and notes are kept without Next: after Exit and after a reload', async ({
  albumAt,
  pageErrors,
  consoleErrors,
  page,
}) => {
  await albumAt('tracks', { discs: 'Single', title: 'First title' });

  // Back to the title step from the sidebar, rename, and leave at once through Exit.
  await page.getByRole('link', { name: /^Title/ }).click();
  await expect(page).toHaveURL(/\/texts$/);
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue('First title');
  await title.fill('Renamed without Next');
  await page.getByRole('button', { name: 'Exit' }).click();
  const exit = page.getByRole('dialog', { name: 'Exit project?' });
  await expect(exit).toContainText('Your album project is automatically saved');
  await exit.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Renamed without Next', level: 3 })).toBeVisible();

  // The author typed just before a reload is there after it.
  await page.getByRole('button', { name: /Details of Renamed without Next/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await page.goto('/texts');
  const author = page.getByRole('textbox', { name: 'Author' });
  await author.fill('Ada Lovelace');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Author' })).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Renamed without Next');

  // Typing pauses: the step says it is saved.
  await page.getByRole('textbox', { name: 'Additional notes' }).fill('Loud master, please');
  await expect(page.getByText('All changes saved')).toBeVisible();

  expect(pageErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
