import { expect, type Page } from '@playwright/test';
import { albumIdByTitle } from './album-api';
import { startSevenInchAlbumAsGuest } from './journeys';
import { wav } from './wav';

/** On the tracks step: a short WAV dropped on side A and on side B, then Save and continue. */
export async function fillBothSidesAndSave(page: Page): Promise<void> {
  for (const side of ['A', 'B'] as const) {
    const region = page.getByRole('region', { name: `Side ${side}` });
    await region
      .getByLabel(`Drop audio files for side ${side}`)
      .setInputFiles([{ name: `Side ${side}.wav`, mimeType: 'audio/wav', buffer: wav(8) }]);
    await expect(region.getByTestId('track-title')).toHaveText([`Side ${side}.wav`], {
      timeout: 30_000,
    });
  }
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** The buyer's details typed before paying or submitting (issue 9 item 6). */
export const BUYER = {
  email: 'ada.buyer@example.com',
  name: 'Ada Lovelace',
  address: 'Via Roma 1',
  city: 'Milano',
  postalCode: '20121',
  country: 'IT',
} as const;

/**
 * A guest through the real screens, in English: a 7″ single titled `title` with a short
 * generated WAV on each side, white label, white inner sleeve and a white cover (no print
 * files needed), past the graphics step and the album preview to the Summary
 * (`/preview?view=1`). Returns the album id. `fillSides` puts other audio on the sides.
 */
export async function orderableSingleAtSummary(
  page: Page,
  title: string,
  fillSides: (page: Page) => Promise<void> = fillBothSidesAndSave,
): Promise<string> {
  await startSevenInchAlbumAsGuest(page, { discs: 'Single', title });
  const albumId = await albumIdByTitle(page, title);
  await fillSides(page);

  // Options: the defaults print nothing but the cover; a white cover needs no artwork.
  await expect(page).toHaveURL(/\/disc-options$/);
  await expect(page.getByRole('radiogroup', { name: 'Vinyl colour' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/disc-options\?view=1$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/disc-options\?view=2$/);
  const cover = page.getByRole('radiogroup', { name: 'Cover' });
  await cover.getByRole('radio', { name: /^White/ }).click();
  await expect(cover.getByRole('radio', { name: /^White/ })).toBeChecked();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Graphics: nothing to upload; on to the preview, then the summary.
  await expect(page).toHaveURL(/\/file-uploader$/);
  await expect(page.getByText(/there is nothing to upload/)).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/preview$/);
  await page.getByRole('button', { name: 'Go to summary' }).click();
  await expect(page).toHaveURL(/\/preview\?view=1$/);
  return albumId;
}

/** Copies, terms accepted, not resident in Italy: what the Summary needs before ordering. */
export async function chooseCopiesAndConsent(page: Page, copies: number): Promise<void> {
  const quantity = page.getByRole('textbox', { name: /^Quantity/ });
  await expect(quantity).toHaveValue(/^\d+$/);
  if ((await quantity.inputValue()) !== String(copies)) {
    await quantity.fill(String(copies));
    // Leaving the field saves the copies on the album (spec 2 §5: re-selected and re-priced).
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && /\/api\/albums\/[^/?]+/.test(response.url()),
    );
    await quantity.press('Tab');
    expect((await saved).status()).toBe(200);
  }
  await expect(quantity).toHaveValue(String(copies));
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page
    .getByRole('radiogroup', { name: 'Are you resident in Italy?' })
    .getByRole('radio', { name: 'No' })
    .check();
}

/** Fills the buyer's details form (contact, shipping address; billing follows the name). */
export async function fillBuyerDetails(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(BUYER.email);
  await dialog.getByRole('textbox', { name: /^Full name/ }).fill(BUYER.name);
  await dialog.getByRole('textbox', { name: /^Address/ }).fill(BUYER.address);
  await dialog.getByRole('textbox', { name: /^City/ }).fill(BUYER.city);
  await dialog.getByRole('textbox', { name: /^Postal code/ }).fill(BUYER.postalCode);
  await dialog.getByRole('combobox', { name: /^Country/ }).selectOption(BUYER.country);
}
