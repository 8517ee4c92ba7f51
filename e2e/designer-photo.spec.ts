import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { changeAlbumOptions } from './support/album-api';
import { chooseCopiesAndConsent, fillBuyerDetails } from './support/order-journey';

interface DesignAnswer {
  data: {
    attributes: {
      document: { elements: { type: string; text?: string; imageId?: string }[] };
      images: Record<string, { widthPx: number; heightPx: number }>;
    };
  };
}

/** A photo as a phone would give it: a JPEG the browser itself draws, `size` pixels square. */
async function photo(page: Page, size: number): Promise<Buffer> {
  const data = await page.evaluate(async (side) => {
    const canvas = new OffscreenCanvas(side, side);
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, side, side);
    gradient.addColorStop(0, '#1d3557');
    gradient.addColorStop(1, '#e76f51');
    context.fillStyle = gradient;
    context.fillRect(0, 0, side, side);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return Array.from(bytes);
  }, size);
  return Buffer.from(data);
}

test('a guest designs a 12″ cover with a photo and the title, is warned the photo is too small, finds it as left after a reload, finishes it and checks out', async ({
  albumAt,
  consoleErrors,
  pageErrors,
  page,
}) => {
  test.setTimeout(300_000);
  const title = 'Tidal Rooms';
  // A guest's 12″ single with a track on each side and the options as they come (a printed
  // cover), made through the API and opened at the graphics step.
  const albumId = await albumAt('graphics', { format: '12', title });

  // Graphics: the cover, Create online.
  await expect(page).toHaveURL(/\/file-uploader$/);
  await page
    .getByRole('article', { name: 'Cover' })
    .getByRole('button', { name: 'Create online' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/designer-app/${albumId}/cover_print/en\\?`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Design: Cover (external)' }),
  ).toBeVisible();

  // A small photo on the front: placed over the front panel into the bleed, and too few
  // pixels for 31 cm, which the designer says with the figure.
  await page
    .getByLabel('Drop a photo or logo here, or click to choose')
    .setInputFiles({ name: 'band.jpg', mimeType: 'image/jpeg', buffer: await photo(page, 600) });
  await expect(page.getByText(/An image prints at \d+ dpi/)).toBeVisible({ timeout: 30_000 });
  const dpi = Number(
    /at (\d+) dpi/.exec((await page.getByText(/An image prints at/).innerText()) ?? '')?.[1],
  );
  expect(dpi).toBeGreaterThan(30);
  expect(dpi).toBeLessThan(200);

  // The title on top.
  await page.getByRole('button', { name: 'Add text' }).click();
  await page.getByRole('textbox', { name: 'Text' }).fill(title);
  await expect(page.getByRole('status')).toHaveText('All changes saved', { timeout: 15_000 });

  // A reload finds it as left: the photo with its pixels, and the title.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Design: Cover (external)' }),
  ).toBeVisible();
  await expect(page.getByText(/An image prints at \d+ dpi/)).toBeVisible();
  const design = (await (
    await page.request.get(`/api/albums/${albumId}/designs/cover_print/external`)
  ).json()) as DesignAnswer;
  const { elements } = design.data.attributes.document;
  expect(elements.map((element) => element.type)).toEqual(['image', 'text']);
  expect(elements[1]?.text).toBe(title);
  expect(design.data.attributes.images[elements[0]?.imageId ?? '']).toEqual(
    expect.objectContaining({ widthPx: 600, heightPx: 600 }),
  );

  // Finish: the print file is made and is the cover, from the designer.
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/file-uploader$/, { timeout: 60_000 });
  const cover = page.getByRole('article', { name: 'Cover' });
  await expect(cover.getByRole('img').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // The preview shows the designed cover.
  await expect(page).toHaveURL(/\/preview$/);
  const front = page.getByRole('img', { name: 'Front of the cover', exact: true });
  await expect(front).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => front.evaluate((node) => (node as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(100);
  await page.getByRole('button', { name: 'Go to summary' }).click();
  await expect(page).toHaveURL(/\/preview\?view=1$/);

  // Nothing is missing: the album checks out.
  await expect(page.getByText('Some print elements are missing')).toHaveCount(0);
  await chooseCopiesAndConsent(page, 1);
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeEnabled();
  await checkout.click();
  await fillBuyerDetails(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/ext\/pay\/test\/[^/]+$/);

  expect(consoleErrors).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('one image is enough: a guest drops a front-cover photo and every printed part is designed from it, each then open in the designer', async ({
  albumAt,
  consoleErrors,
  pageErrors,
  page,
}) => {
  test.setTimeout(240_000);
  const albumId = await albumAt('summary', { title: 'Lantern Street' });
  // A printed cover and printed labels, as the options step would save them.
  await changeAlbumOptions(page, albumId, (options) => ({
    ...options,
    cover: { ...options.cover, color: 'Printed' },
    label: { ...options.label, color: 'Printed' },
  }));

  await page.goto('/file-uploader');
  const start = page.getByRole('region', { name: 'One image is enough' });
  await start.getByRole('link', { name: 'Start from one image' }).click();
  await expect(page).toHaveURL(new RegExp(`/designer-app/${albumId}/from-image/en$`));
  await page
    .getByLabel('Drop your front cover photo here, or click to choose')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(page, 1200) });
  await expect(page.getByText('3 parts designed from your photo.')).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('link', { name: 'See them in Graphics' }).click();
  await expect(page).toHaveURL(/\/file-uploader$/);

  // Every part now has its print file from the designer; the album misses nothing.
  for (const kind of ['cover_print', 'label_print']) {
    const files = (await (await page.request.get(`/api/albums/${albumId}/${kind}`)).json()) as {
      data: { meta: { relation: { params: { source: string } } } }[];
    };
    expect(files.data.map((file) => file.meta.relation.params.source)).toEqual(
      kind === 'cover_print' ? ['designer'] : ['designer', 'designer'],
    );
  }
  const summary = (await (await page.request.get(`/api/summary-album/${albumId}`)).json()) as {
    data: { attributes: { blockers: { code: string }[] } };
  };
  expect(summary.data.attributes.blockers).toEqual([]);

  // Each part opens in the designer as an ordinary design: the back carries the track list.
  await page.goto(
    `/designer-app/${albumId}/cover_print/en?param=type&value=external&format=7&hole=standard&gatefold=No`,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Design: Cover (external)' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('All changes saved');
  const design = (await (
    await page.request.get(`/api/albums/${albumId}/designs/cover_print/external`)
  ).json()) as DesignAnswer;
  const texts = design.data.attributes.document.elements.map((element) => element.text ?? '');
  expect(texts.join('\n')).toContain('Lantern Street');
  expect(texts.join('\n')).toContain('Side A.wav');

  expect(consoleErrors).toEqual([]);
  expect(pageErrors).toEqual([]);
});
