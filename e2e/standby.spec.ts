import { expect, test } from './fixtures';
import { chooseCopiesAndConsent, fillBuyerDetails } from './support/order-journey';

const STANDBY = 'Checkout not available, you will be contacted for payment details';

test('a guest submits 12 copies: the order is completed as standby, under Pending without a checkout link', async ({
  albumAt,
  consoleErrors,
  page,
}) => {
  test.setTimeout(120_000);

  const title = 'Big Run';

  const albumId = await albumAt('summary', { title });

  // 12 copies: no online payment, Submit order instead (spec 1 §5).
  await chooseCopiesAndConsent(page, 12);
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  const submit = page.getByRole('button', { name: 'Submit order' });
  await expect(submit).toBeEnabled();
  await submit.click();
  const details = page.getByRole('dialog', { name: 'Your details for the order' });
  await expect(details).toContainText('contacted for the final price and payment');
  await fillBuyerDetails(page);
  await details.getByRole('button', { name: 'Submit order' }).click();

  // The feedback screen.
  await expect(page.getByRole('heading', { name: 'Order completed!' })).toBeVisible();
  await expect(page.getByText('Order placed successfully')).toBeVisible();

  // My orders: under Pending, with the standby text and no way to pay online.
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Completed (0)' })).toBeVisible();
  const card = page.getByRole('article', { name: title });
  // The order's state in the shop's one vocabulary (issue 14 item 8), as on the dashboard.
  await expect(card).toContainText('Awaiting price');
  await expect(card).toContainText(STANDBY);
  await expect(card).toContainText('12 copies');
  await expect(card.getByRole('link')).toHaveCount(0);

  // The server keeps it in standby with its album ordered.
  const orders = await page.request.get(
    '/api/orders?filter[mine]&sort=-modified&include=albums_ordered',
  );
  expect(await orders.json()).toMatchObject({
    data: [{ attributes: { order_status: 'standby', title } }],
    included: [{ id: albumId, attributes: { quantity: 12 } }],
  });

  expect(consoleErrors).toEqual([]);
});
