import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface AlbumsList {
  data: { id: string; attributes: { title: string | null }; meta: { created: string } }[];
  meta: { pagination: { count: number } };
}

async function myAlbums(page: Page): Promise<AlbumsList> {
  const response = await page.request.get('/api/albums?filter[mine]&sort=-modified');
  expect(response.status()).toBe(200);
  return (await response.json()) as AlbumsList;
}

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const where = (v: (typeof serious)[number]) => v.nodes.map((node) => node.target.join(' '));
  expect(serious.map((v) => `${v.id}: ${v.help} (${where(v).join(', ')})`)).toEqual([]);
}

test('a guest makes a 7″ double, names it, finds it on the dashboard, clones it and deletes the clone', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // Chromium logs every 401 of the "who am I?" probe as a failed resource: expected.
    const expected = message.text().startsWith('Failed to load resource');
    if (message.type() === 'error' && !expected) consoleErrors.push(message.text());
  });

  // Start as a guest through the real login screen (with its bot check), in English.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: /lingua/i }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Start making a vinyl' }).click();

  // A new guest has no album: the format chooser, with its notice on entry.
  await expect(page).toHaveURL(/\/vinyls$/);
  const notice = page.getByRole('dialog', { name: 'Before you start' });
  await expect(notice).toContainText('20 to 50 working days');
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  const allFormats = page.getByRole('region', { name: 'All formats' });
  await expect(allFormats.getByText('Not avaiable')).toHaveCount(2);
  await expectNoSeriousAxeViolations(page);

  // 7″ double.
  await allFormats.getByRole('button', { name: 'Choose the 7″ double' }).click();
  const discs = page.getByRole('dialog', { name: '7″: one disc or two?' });
  await expect(discs.getByRole('radio', { name: 'Double' })).toBeChecked();
  await discs.getByRole('button', { name: 'Start my album' }).click();

  // Title step; the summary box prices the default options of a double.
  await expect(page).toHaveURL(/\/texts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Title and author' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Your album' });
  await expect(summary.getByText('Double')).toBeVisible();
  await expect(summary.getByText(/^€\d+\.\d\d$/).first()).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('textbox', { name: 'Title' }).fill('Blue Hours');
  await page.getByRole('textbox', { name: 'Author' }).fill('The Quiet');
  await next.click();
  await expect(page).toHaveURL(/\/tracks-uploader$/);

  const [original] = (await myAlbums(page)).data;
  expect(original?.attributes.title).toBe('Blue Hours');
  const dataLayer = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer);
  expect(dataLayer).toContainEqual(
    expect.objectContaining({ event: 'create_new', album_id: original?.id, vinyls: 2 }),
  );

  // Leave through the sidebar's Exit: the project is saved.
  const sidebar = page.getByRole('navigation', { name: 'Create album' });
  await sidebar.getByRole('button', { name: 'Exit' }).click();
  const exit = page.getByRole('dialog', { name: 'Exit project?' });
  await expect(exit).toContainText('Your album project is automatically saved');
  await exit.getByRole('button', { name: 'Go to Dashboard' }).click();

  // The dashboard card: progress (tracks: 40%), format and a red "No tracks".
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your new vinyl' }),
  ).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card.getByRole('heading', { name: 'Blue Hours' })).toBeVisible();
  // Album states have words of their own (issue 14 item 8).
  await expect(card.getByLabel(/^State: In progress\./)).toBeVisible();
  await expect(card.getByLabel('Step: Tracks')).toBeVisible();
  await expect(card.getByRole('img', { name: '40% done' })).toBeVisible();
  await expect(card.getByText('7″ double')).toBeVisible();
  await expect(card.getByText('No tracks')).toBeVisible();
  const red = await card
    .getByText('No tracks')
    .evaluate((el) => getComputedStyle(el).color.match(/\d+/g)?.map(Number) ?? []);
  // "No tracks" is red: far more red than green.
  expect(red[0]).toBeGreaterThan((red[1] ?? 0) + 80);
  await expect(page.getByLabel('1 album')).toHaveText('1');
  await expect(page.getByText('There are no orders')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Clone.
  await card.getByRole('button', { name: 'Details of Blue Hours' }).click();
  const details = page.getByRole('dialog', { name: 'Blue Hours' });
  await details.getByRole('button', { name: 'Clone' }).click();
  await expect(page.getByText('The selected album has been cloned')).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expect(page.getByLabel('2 albums')).toHaveText('2');
  const afterClone = await myAlbums(page);
  const clone = afterClone.data.find((album) => album.id !== original?.id);
  expect(clone?.attributes.title).toBe('Blue Hours');
  const cloneDiscs = await page.request.get(`/api/albums/${clone?.id}/relationships/has_vinyls`);
  expect(((await cloneDiscs.json()) as { data: unknown[] }).data).toHaveLength(2);

  // Delete the clone: the newest change comes first.
  await cards.first().getByRole('button', { name: 'Details of Blue Hours' }).click();
  const cloneDetails = page.getByRole('dialog', { name: 'Blue Hours' });
  await cloneDetails.getByRole('button', { name: 'Delete' }).click();
  await cloneDetails.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText('The selected album has been removed')).toBeVisible();
  await expect(cards).toHaveCount(1);
  const remaining = await myAlbums(page);
  expect(remaining.data.map((album) => album.id)).toEqual([original?.id]);
  expect((await page.request.get(`/api/albums/${clone?.id}`)).status()).toBe(404);

  // Continue reopens the original at its saved step.
  await cards.first().getByRole('button', { name: 'Details of Blue Hours' }).click();
  await page
    .getByRole('dialog', { name: 'Blue Hours' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page).toHaveURL(/\/tracks-uploader$/);

  expect(consoleErrors).toEqual([]);
});
