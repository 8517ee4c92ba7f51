import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

test('a visitor starts as a guest, keeps the session across a reload and logs out', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // Chromium logs every 401 of the "who am I?" probe as a failed resource: expected.
    const expected = message.text().startsWith('Failed to load resource');
    if (message.type() === 'error' && !expected) consoleErrors.push(message.text());
  });

  // No language chosen yet: the login screen is Italian (spec 1 §9).
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Switch to English.
  await page.getByRole('button', { name: /lingua/i }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // Start as a guest: a new guest has no album, so guard rule 6 lands on /vinyls.
  await page.getByRole('button', { name: 'Start making a vinyl' }).click();
  await expect(page).toHaveURL(/\/vinyls$/);
  await expect(page.getByText('Guest user')).toBeVisible();

  // Reload: still signed in, still English.
  await page.reload();
  await expect(page).toHaveURL(/\/vinyls$/);
  await expect(page.getByText('Guest user')).toBeVisible();
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).data.attributes.username).toMatch(/^uuid-[0-9a-f-]{36}$/);

  // Log out: the session ends on the server and the visitor is back on /login.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  expect(consoleErrors).toEqual([]);
});

test('unknown API paths answer JSON:API 404 while page paths load the shop', async ({ page }) => {
  const api = await page.request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  expect((await api.json()).errors[0].code).toBe('not_found');
  await page.goto('/credits');
  await expect(page).toHaveURL(/\/login$/);
});
