import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { changeAlbumOptions } from './support/album-api';
import { BUYER, chooseCopiesAndConsent, fillBuyerDetails } from './support/order-journey';

const ADMIN = { email: 'plant@example.com', password: 'press-the-records-42' };

/** The plant's operator signs in through the shop's own login screen and lands on /admin. */
async function signInAsPlant(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

/** Opens the order from the board, found by the buyer's e-mail. */
async function openFromBoard(page: Page, title: string): Promise<void> {
  // The board asks for the search 300 ms after the last keystroke and covers the table while
  // it waits (mantine-datatable's loader takes the pointer): a click in that moment is lost
  // (seen once under load). The link is clicked once the search's answer is shown.
  const searched = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/admin/orders/board' &&
      new URL(response.url()).searchParams.get('q') === BUYER.email,
  );
  await page.getByRole('textbox', { name: 'Search' }).fill(BUYER.email);
  await searched;
  await expect(page.locator('.mantine-datatable-loader-fetching')).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/orders\/[^/]+$/);
}

/** A production step from the order page, with what its dialog asks for. */
async function moveTo(page: Page, state: string, fill: Record<string, string> = {}) {
  await page.getByRole('button', { name: `Move to ${state}` }).click();
  const dialog = page.getByRole('dialog', { name: `Move to ${state}` });
  for (const [label, value] of Object.entries(fill)) {
    await dialog.getByRole('textbox', { name: label }).fill(value);
  }
  await dialog.getByRole('button', { name: 'Confirm and tell the customer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(new RegExp(`^State: ${state}\\.`)).first()).toBeVisible();
}

test('the plant prices a 12-copy order, the buyer pays from the mail without signing in, and follows it to shipped', async ({
  albumAt,
  freshPage,
  outbox,
  consoleErrors,
  pageErrors,
  page,
}) => {
  test.setTimeout(300_000);
  const title = 'Long Player';
  const started = Date.now();

  // A guest submits 12 copies: the plant prices it later.
  await albumAt('summary', { title });
  await chooseCopiesAndConsent(page, 12);
  await page.getByRole('button', { name: 'Submit order' }).click();
  await fillBuyerDetails(page);
  await page
    .getByRole('dialog', { name: 'Your details for the order' })
    .getByRole('button', { name: 'Submit order' })
    .click();
  await expect(page.getByRole('heading', { name: 'Order completed!' })).toBeVisible();

  // The plant: the board, the order, the quote with a message.
  const plant = await freshPage({ locale: 'en-US' });
  await signInAsPlant(plant);
  await openFromBoard(plant, title);
  await expect(plant.getByLabel(/^State: Awaiting price\./).first()).toBeVisible();
  const quote = plant.getByRole('region', { name: 'Quote' });
  await quote.getByRole('textbox', { name: /^Total for the order/ }).fill('450.00');
  await quote
    .getByRole('textbox', { name: 'Message to the customer' })
    .fill('Includes a test pressing');
  await quote.getByRole('button', { name: 'Send the quote' }).click();
  await expect(quote.getByText('Sent: the customer has the payment link by e-mail.')).toBeVisible();
  await expect(plant.getByLabel(/^State: Awaiting payment\./).first()).toBeVisible();

  // The buyer pays from the mail's link in a browser that is not signed in.
  const mail = await outbox.mail(BUYER.email, '/ext/pay/', started);
  expect(mail).toContain('Includes a test pressing');
  const link = /https?:\/\/[^\s"<>]+\/ext\/pay\/[^\s"<>]+/.exec(mail)?.[0] ?? '';
  expect(link).not.toBe('');
  const stranger = await freshPage({ locale: 'en-US' });
  await stranger.goto(link);
  await stranger.getByRole('link', { name: 'Pay €450.00' }).click();
  await expect(stranger).toHaveURL(/\/ext\/pay\/test\/[^/]+/);
  await expect(stranger.getByTestId('amount')).toContainText('450.00');
  await stranger.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(stranger).not.toHaveURL(/\/ext\/pay\/test\//);

  // The plant moves it through production; each step is mailed to the buyer.
  await plant.reload();
  await expect(plant.getByLabel(/^State: Paid\./).first()).toBeVisible();
  await moveTo(plant, 'Artwork approved');
  await moveTo(plant, 'Pressing');
  await moveTo(plant, 'Packed');
  await moveTo(plant, 'Shipped', { Carrier: 'BRT', 'Tracking number': 'BRT-0042-7788' });
  const history = plant.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Shipped');
  await expect(history).toContainText(ADMIN.email);
  const shipped = await outbox.mail(BUYER.email, 'BRT-0042-7788', started);
  expect(shipped).toContain('BRT');

  // The buyer sees each step on My orders.
  await page.goto('/orders');
  await page.getByRole('tab', { name: /^Completed/ }).click();
  const card = page.getByRole('article', { name: title });
  const timeline = card.getByLabel('What happened to this order');
  for (const step of ['Paid', 'Artwork approved', 'Pressing', 'Packed', 'Shipped']) {
    await expect(timeline).toContainText(step);
  }
  await expect(card).toContainText('Shipped with BRT: tracking number BRT-0042-7788');

  expect(consoleErrors).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the plant flags a problem in the cover, the buyer replaces it from My orders, and the plant approves it', async ({
  albumAt,
  freshPage,
  outbox,
  consoleErrors,
  pageErrors,
  page,
}) => {
  test.setTimeout(300_000);
  const title = 'Cover Trouble';
  const started = Date.now();

  // A guest's 7″ with a printed cover, its PDF uploaded, ordered and paid online.
  const albumId = await albumAt('summary', { title });
  await changeAlbumOptions(page, albumId, (options) => ({
    ...options,
    cover: { ...options.cover, color: 'Printed' },
  }));
  const cover = await page.request.get('/files/template/cover-7.pdf');
  const pdf = { name: 'cover-7.pdf', mimeType: 'application/pdf', buffer: await cover.body() };
  await page.goto('/file-uploader');
  await uploadCover(page, pdf, 'Upload file');
  await page.goto('/preview?view=1');
  await chooseCopiesAndConsent(page, 1);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await fillBuyerDetails(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\?/);

  // The plant: the cover's title sits on the fold; the customer is asked to fix it.
  const plant = await freshPage({ locale: 'en-US' });
  await signInAsPlant(plant);
  await openFromBoard(plant, title);
  await plant.getByRole('button', { name: 'Move to Artwork to fix' }).click();
  const dialog = plant.getByRole('dialog', { name: 'Move to Artwork to fix' });
  await dialog.getByRole('combobox', { name: 'Part with the problem' }).click();
  await plant.getByRole('option', { name: `${title}: cover_print external` }).click();
  await dialog
    .getByRole('textbox', { name: 'What the customer must fix' })
    .fill('The title runs over the spine fold: keep it 5 mm inside.');
  await dialog.getByRole('button', { name: 'Confirm and tell the customer' }).click();
  await expect(plant.getByLabel(/^State: Artwork to fix\./).first()).toBeVisible();
  const problem = await outbox.mail(BUYER.email, 'spine fold', started);
  expect(problem).toContain(title);

  // The buyer: My orders → Replace the file → Graphics, where only the cover is open.
  await page.goto('/orders');
  await page.getByRole('tab', { name: /^Completed/ }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Artwork to fix');
  await card.getByRole('button', { name: 'Replace the file' }).click();
  await expect(page).toHaveURL(/\/file-uploader$/);
  await expect(page.getByText('The plant asks you to replace a file')).toBeVisible();
  await expect(page.getByText(/The title runs over the spine fold/)).toBeVisible();
  await uploadCover(page, { ...pdf, name: 'cover-fixed.pdf' }, 'Replace file');

  // The plant sees the new file and approves it; the buyer is told.
  await plant.reload();
  await expect(plant.getByRole('region', { name: 'History' })).toContainText(/replaced/i);
  await moveTo(plant, 'Artwork approved');
  await page.goto('/orders');
  await page.getByRole('tab', { name: /^Completed/ }).click();
  await expect(
    page.getByRole('article', { name: title }).getByLabel('What happened to this order'),
  ).toContainText('Artwork approved');

  expect(consoleErrors).toEqual([]);
  expect(pageErrors).toEqual([]);
});

async function uploadCover(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  button: 'Upload file' | 'Replace file',
): Promise<void> {
  await page.getByRole('article', { name: 'Cover' }).getByRole('button', { name: button }).click();
  const modal = page.getByRole('dialog', { name: 'Cover Graphics upload' });
  await modal.getByLabel('Drop the PDF for Cover').setInputFiles(file);
  const done = page.getByRole('dialog', { name: 'Upload completed' });
  await expect(done).toContainText(`${file.name} is now the Cover`, { timeout: 30_000 });
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();
}
