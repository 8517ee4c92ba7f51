import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  applyOptionChange,
  calculateAlbumPrice,
  calculateOrderTotal,
  CatalogSchema,
  checkAlbumOptions,
  createDefaultAlbumOptions,
  formatMoney,
  type AlbumOptions,
  type Catalog,
  type OptionChange,
} from '@vinyl/domain';
import { expect, test } from './fixtures';

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const where = (v: (typeof serious)[number]) => v.nodes.map((node) => node.target.join(' '));
  expect(serious.map((v) => `${v.id}: ${v.help} (${where(v).join(', ')})`)).toEqual([]);
}

/** The shop's catalogue, as the browser reads it (spec 2 §7 GET /config). */
async function shopCatalogue(page: Page): Promise<Catalog> {
  const response = await page.request.get('/api/config');
  const { data } = (await response.json()) as {
    data: { attributes: { name: string; content: string } }[];
  };
  const entry = data.find((item) => item.attributes.name === 'Catalog');
  return CatalogSchema.parse(JSON.parse(entry?.attributes.content ?? 'null'));
}

/** The same choices made with the domain's rules: what the total must be. */
function expectedOptions(catalog: Catalog, changes: OptionChange[]): AlbumOptions {
  const context = { format: '7', vinylsQuantity: 2, quantity: 1 } as const;
  let options = createDefaultAlbumOptions('7', 2, catalog);
  for (const change of changes) {
    const checked = checkAlbumOptions(
      catalog,
      applyOptionChange(catalog, options, change, context),
      context,
    );
    if (!checked.ok) throw new Error(checked.message);
    options = checked.value;
  }
  return options;
}

test('a guest chooses a picture disc on a 7″ double: thickness and hole adjust, the label is printed, the gatefold is forced, and the total is the domain’s', async ({
  albumAt,
  consoleErrors,
  page,
}) => {
  // A guest's 7″ double, titled, at the tracks step (made through the API).
  await albumAt('tracks', { discs: 'Double', title: 'Picture This' });
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // The vinyl step: the defaults of a double (spec 2 §9).
  await expect(page).toHaveURL(/\/disc-options$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Disc options' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Disc options steps' });
  await expect(steps.getByRole('button')).toHaveCount(3);
  const colour = page.getByRole('radiogroup', { name: 'Vinyl colour' });
  const thickness = page.getByRole('radiogroup', { name: 'Thickness' });
  const hole = page.getByRole('radiogroup', { name: 'Centre hole' });
  await expect(colour.getByRole('radio')).toHaveCount(11);
  await expect(colour.getByRole('radio', { name: 'Black' })).toBeChecked();
  await expect(thickness.getByRole('radio', { name: '2.0 mm' })).toBeChecked();
  await expectNoSeriousAxeViolations(page);

  // A big jukebox hole (keyboard: Tab to the group, arrow to the next value)...
  await hole.getByRole('radio', { name: 'Standard' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(hole.getByRole('radio', { name: 'Big (jukebox)' })).toBeChecked();

  // ...then a picture disc: made 1.5 mm thick, never with the big hole (spec 2 §4, §9).
  await colour.getByRole('radio', { name: 'Picture Disc' }).click();
  await expect(colour.getByRole('radio', { name: 'Picture Disc' })).toBeChecked();
  await expect(thickness.getByRole('radio', { name: '1.5 mm' })).toBeChecked();
  await expect(thickness.getByRole('radio', { name: '2.0 mm' })).toBeDisabled();
  await expect(hole.getByRole('radio', { name: 'Standard' })).toBeChecked();
  const big = hole.getByRole('radio', { name: 'Big (jukebox)' });
  await expect(big).toBeDisabled();
  await expect(big).toHaveAccessibleDescription('A picture disc cannot have the big hole');
  await expect(page.getByRole('status')).toContainText(
    'Picture Disc comes 1.5 mm thick with the standard hole',
  );

  // A printed label: no label text needed from us.
  const label = page.getByRole('radiogroup', { name: 'Label' });
  await expect(page.getByRole('textbox', { name: 'Text on the label' })).toBeVisible();
  await label.getByRole('radio', { name: /Printed/ }).click();
  await expect(label.getByRole('radio', { name: /Printed/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Text on the label' })).toBeHidden();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // Inner sleeve, then the cover: a double's gatefold is forced and its hole closed.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/disc-options\?view=1$/);
  await expect(page.getByRole('radiogroup', { name: 'Inner sleeve' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/disc-options\?view=2$/);
  const gatefold = page.getByRole('radiogroup', { name: 'Gatefold (opens like a book)' });
  await expect(gatefold.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(gatefold.getByRole('radio', { name: 'No' })).toBeDisabled();
  await expect(gatefold.getByRole('radio', { name: 'No' })).toHaveAccessibleDescription(
    'A double album needs a gatefold cover',
  );
  const centralHole = page.getByRole('radiogroup', { name: 'Central hole (shows the label)' });
  await expect(centralHole.getByRole('radio', { name: 'Yes' })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);

  // The summary box's total is the domain's calculation for these choices.
  const catalog = await shopCatalogue(page);
  const options = expectedOptions(catalog, [
    { part: 'hole', value: 'big' },
    { part: 'vinylColour', value: 'Picture Disc' },
    { part: 'label', value: 'Printed' },
  ]);
  const total = formatMoney(calculateOrderTotal(calculateAlbumPrice(options), 1), 'en');
  const summary = page.getByRole('complementary', { name: 'Your album' });
  await expect(summary.locator('dt', { hasText: 'Total' }).locator('+ dd')).toHaveText(total);
  await expect(summary.locator('dt', { hasText: 'Vinyl' }).locator('+ dd')).toHaveText(
    'Picture Disc, 1.5 mm',
  );

  // The server saved the same, priced by itself.
  const albums = await page.request.get('/api/albums?filter[mine]');
  const [album] = (
    (await albums.json()) as { data: { attributes: { album_options: AlbumOptions } }[] }
  ).data;
  expect(calculateAlbumPrice(album!.attributes.album_options)).toBe(calculateAlbumPrice(options));

  // Save and continue: on to the graphics, with the progress saved.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/file-uploader$/);
  const reread = await page.request.get('/api/albums?filter[mine]');
  const [saved] = ((await reread.json()) as { data: { attributes: { album_progress: string } }[] })
    .data;
  expect(saved?.attributes.album_progress).toBe('file-uploader');

  expect(consoleErrors).toEqual([]);
});

test('the options work on a 375 px screen without scrolling sideways', async ({
  albumAt,
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // A guest's 12″ single, made through the API and opened at the title step.
  await albumAt('texts', { format: '12', title: 'Narrow Screen' });
  await expect(page).toHaveURL(/\/texts$/);
  await page.goto('/disc-options?view=2');
  await expect(page.getByRole('radiogroup', { name: 'Cover' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto('/disc-options');
  await expect(page.getByRole('radiogroup', { name: 'Vinyl colour' })).toBeVisible();
  const overflowVinyl = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflowVinyl).toBeLessThanOrEqual(0);
});
