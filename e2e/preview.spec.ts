import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { patchAlbum } from './support/album-api';

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const where = (v: (typeof serious)[number]) => v.nodes.map((node) => node.target.join(' '));
  expect(serious.map((v) => `${v.id}: ${v.help} (${where(v).join(', ')})`)).toEqual([]);
}

/** Moves the album on to the graphics step, as the tracks and options steps would. */
async function skipToGraphics(page: Page, albumId: string) {
  await patchAlbum(page, albumId, { album_progress: 'file-uploader' });
}

test('a guest sees the album preview with its cover, disc and title, then goes to the summary', async ({
  albumAt,
  pageErrors,
  consoleErrors,
  page,
}) => {
  // A guest's 7″ single made through the API, whose cover is printed.
  await albumAt('tracks', { discs: 'Single', title: 'Night Swim' });
  const albums = (await (await page.request.get('/api/albums?filter[mine]')).json()) as {
    data: { id: string }[];
  };
  const albumId = albums.data[0]?.id ?? '';
  await skipToGraphics(page, albumId);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Details of Night Swim' }).click();
  await page
    .getByRole('dialog', { name: 'Night Swim' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page).toHaveURL(/\/file-uploader$/);

  // The cover: the shop's own template as the PDF, then on to the preview.
  const template = await page.request.get('/files/template/cover-7.pdf');
  expect(template.status()).toBe(200);
  await page
    .getByRole('article', { name: 'Cover' })
    .getByRole('button', { name: 'Upload file' })
    .click();
  await page
    .getByRole('dialog', { name: 'Cover Graphics upload' })
    .getByLabel('Drop the PDF for Cover')
    .setInputFiles({
      name: 'cover-7.pdf',
      mimeType: 'application/pdf',
      buffer: await template.body(),
    });
  const done = page.getByRole('dialog', { name: 'Upload completed' });
  await expect(done).toContainText('cover-7.pdf is now the Cover', { timeout: 30_000 });
  await done.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // View 0: the warning, the title with a dash for the missing author, the drawings.
  await expect(page).toHaveURL(/\/preview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Album preview' })).toBeVisible();
  await expect(
    page.getByText('The images only give a general idea of the final product'),
  ).toBeVisible();
  const details = page.getByLabel('Album details');
  await expect(details).toContainText('Night Swim');
  await expect(details.getByRole('definition').nth(1)).toHaveText('—');
  // The cover as a sleeve (issue 14 item 17): the front with the record sliding out, the
  // back beside it, both cut from the uploaded flat sheet.
  const cover = page.getByRole('img', { name: 'Front of the cover', exact: true });
  await expect(cover).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => cover.evaluate((node) => (node as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(100);
  await expect(page.getByRole('img', { name: 'Back of the cover', exact: true })).toBeVisible();
  await expect(page.getByText('Front, with the record sliding out')).toBeVisible();
  const box = async (name: string) =>
    (await page.getByRole('img', { name, exact: true }).boundingBox())!;
  const [front, back] = [await box('Front of the cover'), await box('Back of the cover')];
  expect(Math.abs(front.width - front.height)).toBeLessThan(2);
  expect(back.x).toBeGreaterThan(front.x + front.width);
  await expect(page.getByText('Image not ready')).toHaveCount(0);
  const disc = page.getByRole('region', { name: 'Disc 1' });
  await expect(
    disc.getByRole('img', { name: /^Disc 1 \(Sides A and B\): Black vinyl/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the full preview image' })).toHaveAttribute(
    'href',
    `/api/raster-album/${albumId}`,
  );
  await expectNoSeriousAxeViolations(page);

  // Go to summary: view 1 of the same route.
  await page.getByRole('button', { name: 'Go to summary' }).click();
  await expect(page).toHaveURL(/\/preview\?view=1$/);

  expect(pageErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
