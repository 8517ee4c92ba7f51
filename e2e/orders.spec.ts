import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { openAsGuest, signInGuestThroughApi } from './support/guest-api';

test('a guest opens My orders: Pending and Completed tabs with counts and no orders yet', async ({
  page,
}) => {
  // A new English-speaking guest, signed in through the API (guest.spec.ts drives the
  // login screen's guest start).
  const guest = await signInGuestThroughApi(page, 'en');

  // The server answers the guest's orders: none.
  const orders = await page.request.get(
    '/api/orders?filter[mine]&sort=-modified&include=albums_ordered',
  );
  expect(orders.status()).toBe(200);
  expect(await orders.json()).toMatchObject({ data: [], meta: { pagination: { count: 0 } } });

  await openAsGuest(page, { guest, lang: 'en', path: '/orders' });
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending (0)' })).toBeVisible();
  await expect(page.getByText('There are no orders')).toBeVisible();
  await page.getByRole('tab', { name: 'Completed (0)' }).click();
  await expect(page.getByText('There are no orders')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
});
