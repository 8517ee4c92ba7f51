import { expect, test } from './fixtures';
import { changeAlbumOptions } from './support/album-api';

interface DesignAnswer {
  data: { attributes: { document: { elements: { type: string; text?: string }[] } } };
}
interface FilesAnswer {
  data: { id: string; meta: { relation: { params: { type: string; source: string } } } }[];
}

test('a guest designs a cover online: adds the title, it is saved, survives a reload, and Finish files the print PDF', async ({
  albumAt,
  consoleErrors,
  pageErrors,
  page,
}) => {
  test.setTimeout(180_000);
  const albumId = await albumAt('summary', { title: 'Night Swim' });
  const designPath = `/api/albums/${albumId}/designs/cover_print/external`;
  await page.goto(
    `/designer-app/${albumId}/cover_print/en?param=type&value=external&format=7&hole=standard&gatefold=No`,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Design: Cover (external)' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /at its print size/ })).toBeVisible();
  await expect(page.getByText('Nothing to fix: the design fits the print rules.')).toBeVisible();

  // A title, typed over the placeholder; autosaved.
  await page.getByRole('button', { name: 'Add text' }).click();
  const text = page.getByRole('textbox', { name: 'Text' });
  await text.fill('Night Swim');
  await expect(page.getByRole('status')).toHaveText('All changes saved', { timeout: 15_000 });
  const saved = (await (await page.request.get(designPath)).json()) as DesignAnswer;
  expect(saved.data.attributes.document.elements).toMatchObject([
    { type: 'text', text: 'Night Swim' },
  ]);

  // Undo takes the typing back; Redo brings it again (and both are saved).
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(text).toHaveValue('Night Swim');
  await expect(page.getByRole('status')).toHaveText('All changes saved', { timeout: 15_000 });

  // A reload finds the design as it was left.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Design: Cover (external)' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('All changes saved');
  const reloaded = (await (await page.request.get(designPath)).json()) as DesignAnswer;
  expect(reloaded.data.attributes.document.elements[0]?.text).toBe('Night Swim');

  // Finish: the server makes the print PDF and files it as the cover, from the designer.
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/file-uploader$/, { timeout: 30_000 });
  const files = (await (
    await page.request.get(`/api/albums/${albumId}/cover_print`)
  ).json()) as FilesAnswer;
  expect(files.data.map((file) => file.meta.relation.params)).toEqual([
    { type: 'external', source: 'designer', acknowledged: false },
  ]);

  expect(consoleErrors).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a 7″ label with the jukebox hole opens at the label size with its guides, and Finish files it', async ({
  albumAt,
  consoleErrors,
  pageErrors,
  page,
}) => {
  test.setTimeout(180_000);
  const albumId = await albumAt('summary', { title: 'Jukebox' });
  // The jukebox hole, as the options step would save it.
  await changeAlbumOptions(page, albumId, (options) => ({
    ...options,
    vinyl: { ...options.vinyl, hole: 'big' },
  }));
  await page.goto(
    `/designer-app/${albumId}/label_print/en?param=type&value=front_disc1&format=7&hole=big&gatefold=No`,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Design: Label (front_disc1)' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /at its print size/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add text' }).click();
  await page.getByRole('textbox', { name: 'Text' }).fill('Side A · 45');
  await expect(page.getByRole('status')).toHaveText('All changes saved', { timeout: 15_000 });
  const design = (await (
    await page.request.get(`/api/albums/${albumId}/designs/label_print/front_disc1`)
  ).json()) as {
    data: { attributes: { artwork: { shape: string; circles: { role: string }[] } } };
  };
  expect(design.data.attributes.artwork.shape).toBe('round');
  expect(design.data.attributes.artwork.circles.map((circle) => circle.role)).toContain('big-hole');

  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/file-uploader$/, { timeout: 30_000 });
  const files = (await (await page.request.get(`/api/albums/${albumId}/label_print`)).json()) as {
    data: { meta: { relation: { params: { type: string; source: string } } } }[];
  };
  expect(files.data.map((file) => file.meta.relation.params.source)).toEqual(['designer']);
  expect(consoleErrors).toEqual([]);
  expect(pageErrors).toEqual([]);
});
