import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectConsoleErrors } from './support/journeys';
import {
  BUYER,
  chooseCopiesAndConsent,
  fillBuyerDetails,
  orderableSingleAtSummary,
} from './support/order-journey';

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const where = (v: (typeof serious)[number]) => v.nodes.map((node) => node.target.join(' '));
  expect(serious.map((v) => `${v.id}: ${v.help} (${where(v).join(', ')})`)).toEqual([]);
}

test('a guest orders one copy, pays on the test payment page and finds the order under Completed', async ({
  outbox,
  consoleErrors,
  page,
}) => {
  test.setTimeout(120_000);

  const title = 'Paid in Full';
  const started = Date.now();

  // The whole journey through every screen (decision 050: the other order journeys start
  // from an album made through the API): a guest's 7″ single with music on both sides and
  // nothing to print, at the Summary.
  const albumId = await orderableSingleAtSummary(page, title);
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();

  // One copy, terms accepted, not resident in Italy: Checkout (1–9 copies pay online).
  await chooseCopiesAndConsent(page, 1);
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Submit order' })).toBeDisabled();
  await checkout.click();

  // The buyer's details, with the shipping to Italy and the total before paying.
  const details = page.getByRole('dialog', { name: 'Your details for the payment' });
  await expect(details).toBeVisible();
  await fillBuyerDetails(page);
  const costs = details.getByRole('group', { name: 'Cost of the order' });
  await expect(costs.locator('dt', { hasText: 'Shipping' }).locator('+ dd')).toHaveText(
    /^€\d+\.\d\d$/,
  );
  const total = (
    await costs
      .locator('dt', { hasText: /^Total$/ })
      .locator('+ dd')
      .innerText()
  )
    .replace('€', '')
    .trim();
  await expectNoSeriousAxeViolations(page);
  await details.getByRole('button', { name: 'Continue to payment' }).click();

  // The test provider's hosted page: the amount is the total shown before paying, and it
  // says in large type that nothing is charged.
  await expect(page).toHaveURL(/\/ext\/pay\/test\/[^/]+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await expect(page.getByTestId('amount')).toContainText(total);
  await expect(page.getByText('Nothing is charged', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const order = await page.request.get(`/api/orders/${orderId}`);
  expect(await order.json()).toMatchObject({
    data: { attributes: { order_status: 'pending', title } },
    included: [{ id: albumId, attributes: { quantity: 1 } }],
  });
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back in the shop, on My orders: the order is paid, under Completed.
  await expect(page).toHaveURL(`/orders?order=${orderId}&payment=done`);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  await page.getByRole('tab', { name: 'Completed (1)' }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Paid');
  // My orders writes money as the rest of the shop does (issue 14 item 5): "€61.70".
  await expect(card).toContainText(`Total: €${total}`);
  await expect(card).toContainText('1 copy');
  await expect(card.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Pending (0)' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The server agrees, and the buyer's receipt is in the outbox.
  const paid = await page.request.get(`/api/orders/${orderId}`);
  expect(await paid.json()).toMatchObject({ data: { attributes: { order_status: 'paid' } } });
  const mail = await outbox.mail(BUYER.email, 'We received your payment', started);
  expect(mail).toContain(title);

  // The dashboard's latest orders: the order's details, and a clone of its album.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `See the details of ${title}` }).click();
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal.getByRole('table', { name: 'Albums' })).toContainText(`${title}1 copy`);
  await expect(modal.locator('dt', { hasText: 'Total price' }).locator('+ dd')).toHaveText(
    `€${total}`,
  );
  await expect(modal).toContainText(/Prices (include|do not include) VAT/);
  await expectNoSeriousAxeViolations(page);
  await modal.getByRole('button', { name: 'Clone' }).click();
  await expect(page.getByText('The selected album has been cloned')).toBeVisible();
  const inProgress = page.getByRole('region', { name: 'In Progress' });
  await expect(inProgress.getByRole('button', { name: `Details of ${title}` })).toHaveCount(1);
  // Album states have words of their own (issue 14 item 8): a clone is in progress.
  await expect(inProgress.getByLabel(/^State: In progress\./)).toHaveCount(1);

  expect(consoleErrors).toEqual([]);
});

test('a guest adds the album to the cart and pays the whole cart from the top bar', async ({
  albumAt,
  consoleErrors,
  page,
}) => {
  test.setTimeout(120_000);

  const title = 'Cart Single';

  await albumAt('summary', { title });
  await chooseCopiesAndConsent(page, 2);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart')).toBeVisible();

  // The top bar's cart: the album with its copies and prices, and the total.
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const cart = page.getByRole('list', { name: 'Your cart' });
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await expect(cart.getByRole('listitem')).toContainText(title);
  await expect(cart.getByRole('listitem')).toContainText(/Quantity: 2 · €\d+\.\d\d each/);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Checkout', exact: true }).last().click();

  const details = page.getByRole('dialog', { name: 'Your details for the payment' });
  await expect(details).toBeVisible();
  await fillBuyerDetails(page);
  await expect(
    details.getByRole('group', { name: 'Cost of the order' }).getByText('Records (2 copies)'),
  ).toBeVisible();
  await details.getByRole('button', { name: 'Continue to payment' }).click();

  // Paid on the test page: the cart is empty and the order is under Completed.
  await expect(page).toHaveURL(/\/ext\/pay\/test\/[^/]+$/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await page.getByRole('tab', { name: 'Completed (1)' }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Paid');
  await expect(card).toContainText('2 copies');

  expect(consoleErrors).toEqual([]);
});

test('a guest pays from the mailed link in a browser where they are not signed in', async ({
  albumAt,
  outbox,
  consoleErrors,
  page,
  freshPage,
}) => {
  test.setTimeout(120_000);

  const title = 'Mailed Link';
  const started = Date.now();

  await albumAt('summary', { title });
  await chooseCopiesAndConsent(page, 1);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await fillBuyerDetails(page);
  await page
    .getByRole('dialog', { name: 'Your details for the payment' })
    .getByRole('button', { name: 'Continue to payment' })
    .click();
  await expect(page).toHaveURL(/\/ext\/pay\/test\/[^/]+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const total = await page.getByTestId('amount').innerText();

  // The mail's "Complete your payment" link, opened in another browser with no session.
  const mail = await outbox.mail(BUYER.email, `/ext/pay/${orderId}?token=`, started);
  const link = new RegExp(`https?://[^\\s"<>]+/ext/pay/${orderId}\\?token=[\\w.-]+`).exec(mail);
  expect(link).not.toBeNull();
  const other = await freshPage({ locale: 'en-US' });
  const otherErrors = collectConsoleErrors(other);
  await other.goto(link?.[0] ?? '');
  await expect(
    other.getByRole('heading', { level: 1, name: 'Complete your payment' }),
  ).toBeVisible();
  await expect(other.getByTestId('order-number')).toHaveText(orderId);
  await expect(other.getByText(`${title} — 1 copy`)).toBeVisible();
  await expect(other.getByTestId('amount')).toHaveText(total);
  await expectNoSeriousAxeViolations(other);
  await other.getByRole('link', { name: `Pay ${total}` }).click();

  await expect(other.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await expect(other.getByText('Nothing is charged', { exact: true })).toBeVisible();
  await other.getByRole('button', { name: 'Pay' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await expectNoSeriousAxeViolations(other);

  // A link with a wrong token is a page that explains, with a way back to the shop.
  await other.goto(`/ext/pay/${orderId}?token=0.x`);
  await expect(
    other.getByRole('heading', { level: 1, name: 'This payment link is not valid' }),
  ).toBeVisible();
  await expect(other.getByRole('link', { name: 'Back to the shop' })).toBeVisible();
  // And so is a server address that fails: no raw JSON in the browser.
  await other.goto('/api/orders');
  await expect(other.getByRole('heading', { level: 1, name: 'Please sign in' })).toBeVisible();
  expect(otherErrors).toEqual([]);

  // The buyer's own browser: My orders has it paid.
  await page.goto('/orders');
  await page.getByRole('tab', { name: /^Completed/ }).click();
  await expect(page.getByRole('article', { name: title })).toContainText('Paid');
  expect(consoleErrors).toEqual([]);
});
