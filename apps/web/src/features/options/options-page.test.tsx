import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  calculateAlbumPrice,
  createDefaultAlbumOptions,
  defaultCatalogue,
  formatMoney,
  type Format,
  type VinylsQuantity,
} from '@vinyl/domain';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session';
import { apiError, fakeApi, signedInRoutes } from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';
import { fakeAlbumServer } from './testing/fake-album-server';

const guestName = 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e';

function openOptions(
  format: Format,
  discs: VinylsQuantity,
  {
    path = '/disc-options',
    lang = 'en' as 'en' | 'it',
    catalog = defaultCatalogue,
    attributes = {} as Record<string, unknown>,
  } = {},
) {
  useSessionStore.setState({
    lang,
    albumId: 'a1',
    albumTitle: 'Blue Hours',
    albumProgress: 'options',
    albumFormat: format,
    albumQuantity: 1,
    albumOptions: createDefaultAlbumOptions(format, discs, catalog, { albumId: 'a1' }),
  });
  const server = fakeAlbumServer(format, discs, { catalog, attributes });
  const api = fakeApi({ ...signedInRoutes(guestName, 1), ...server.routes });
  const view = renderApp(path);
  return { ...view, server, api, user: userEvent.setup() };
}

const group = (name: string) => screen.findByRole('radiogroup', { name });
const radio = async (groupName: string, name: string | RegExp) =>
  within(await group(groupName)).getByRole('radio', { name });

async function findTotal() {
  const box = await screen.findByRole('complementary', { name: 'Your album' });
  const term = await within(box).findByText('Total', { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

function totalInSummary() {
  const box = screen.getByRole('complementary', { name: 'Your album' });
  return within(box).getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('vinyl step (spec 2 §2, §4, §5)', () => {
  it('offers every colour with its price; Picture Disc adjusts thickness and hole and says so', async () => {
    const { user, server } = openOptions('7', 2);
    expect(await findPageHeading('Disc options')).toBeInTheDocument();
    const colours = within(await group('Vinyl colour')).getAllByRole('radio');
    expect(colours).toHaveLength(11);
    expect(await radio('Vinyl colour', 'Black')).toBeChecked();
    // Both discs: 2 × €28.40 for a picture disc on a 7″ double.
    expect(await radio('Vinyl colour', 'Picture Disc')).toHaveAccessibleDescription('+ €56.80');

    await user.click(await radio('Thickness', '2.0 mm'));
    await user.click(await radio('Centre hole', 'Big (jukebox)'));
    await waitFor(() => expect(server.options().vinyl?.hole).toBe('big'));
    await user.click(await radio('Vinyl colour', 'Picture Disc'));

    expect(await radio('Thickness', '1.5 mm')).toBeChecked();
    expect(await radio('Thickness', '2.0 mm')).toBeDisabled();
    expect(await radio('Thickness', '2.0 mm')).toHaveAccessibleDescription(
      'Not made with this colour',
    );
    expect(await radio('Centre hole', 'Standard')).toBeChecked();
    expect(await radio('Centre hole', 'Big (jukebox)')).toHaveAccessibleDescription(
      'A picture disc cannot have the big hole',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Picture Disc comes 1.5 mm thick with the standard hole: we changed them for you.',
    );
    await waitFor(() =>
      expect(server.options().vinyl).toMatchObject({
        color: 'Picture Disc',
        thickness: 1.5,
        hole: 'standard',
      }),
    );
  });

  it('updates the summary box at once, priced as the domain prices it', async () => {
    const { user, server } = openOptions('7', 2);
    await screen.findByRole('complementary', { name: 'Your album' });
    const before = calculateAlbumPrice(server.options());
    expect(await findTotal()).toBe(formatMoney(before, 'en'));
    await user.click(await radio('Label', /Printed/));
    // A printed label on each disc: €4.27 instead of €2.38, twice.
    const after = before + 2 * (427 - 238);
    expect(totalInSummary()).toBe(formatMoney(after, 'en'));
    await waitFor(() => expect(server.options().label?.color).toBe('Printed'));
    expect(calculateAlbumPrice(server.options())).toBe(after);
    expect(totalInSummary()).toBe(formatMoney(after, 'en'));
  });

  it('shows the album’s stored options in the summary, whatever the session kept', async () => {
    const stored = createDefaultAlbumOptions('7', 1, defaultCatalogue, { albumId: 'a1' });
    stored.vinyl = { ...stored.vinyl!, color: 'Yellow' };
    openOptions('7', 1, { attributes: { album_options: stored } });
    expect(await radio('Vinyl colour', 'Yellow')).toBeChecked();
    const box = await screen.findByRole('complementary', { name: 'Your album' });
    const vinyl = await within(box).findByText('Vinyl', { selector: 'dt' });
    expect(vinyl.nextElementSibling).toHaveTextContent('Yellow, 2.0 mm');
  });

  it('disables the big hole outside 7″ and a colour the catalogue lacks, with the reason', async () => {
    const catalog = {
      ...defaultCatalogue,
      vinyls: defaultCatalogue.vinyls.filter((v) => v.c !== 'Yellow'),
    };
    openOptions('12', 1, { catalog });
    expect(await radio('Centre hole', 'Big (jukebox)')).toBeDisabled();
    expect(await radio('Centre hole', 'Big (jukebox)')).toHaveAccessibleDescription(
      'The big hole is made for 7″ discs only',
    );
    expect(await radio('Vinyl colour', 'Yellow')).toBeDisabled();
    expect(await radio('Vinyl colour', 'Yellow')).toHaveAccessibleDescription('Not made in 12″');
    expect(await radio('Label', 'None')).toHaveAccessibleDescription('No extra cost');
  });

  it('suggests a label text from the title and the track titles, saved with one click', async () => {
    const { user, server } = openOptions('7', 1);
    const suggestion = await screen.findByTestId('label-suggestion');
    expect(suggestion).toHaveTextContent('Suggested: Blue Hours · A: 1. Intro, 2. Morning');
    await user.click(screen.getByRole('button', { name: 'Use it' }));
    await waitFor(() =>
      expect(server.patches).toContainEqual({
        extra: { label_text: 'Blue Hours · A: 1. Intro, 2. Morning' },
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Text on the label' })).toHaveValue(
      'Blue Hours · A: 1. Intro, 2. Morning',
    );
  });

  it('asks for the label text unless the label is the customer’s print, and saves it', async () => {
    const { user, server } = openOptions('7', 1);
    const field = await screen.findByRole('textbox', { name: 'Text on the label' });
    await user.type(field, 'Blue Hours — side A');
    await user.tab();
    await waitFor(() =>
      expect(server.patches).toContainEqual({ extra: { label_text: 'Blue Hours — side A' } }),
    );
    await user.click(await radio('Label', /Printed/));
    expect(screen.queryByRole('textbox', { name: 'Text on the label' })).not.toBeInTheDocument();
  });

  it('puts back the saved choice and says why when the server refuses it', async () => {
    const { user, server } = openOptions('7', 1);
    server.refuseNext(apiError(422, 'vinyl_not_found', 'Vinyl not found in catalog!!'));
    await user.click(await radio('Vinyl colour', 'Orange'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vinyl not found in catalog!!');
    expect(await radio('Vinyl colour', 'Black')).toBeChecked();
    expect(useSessionStore.getState().albumOptions.vinyl?.color).toBe('Black');
  });
});

describe('inner sleeve and cover steps', () => {
  it('offers four inner sleeves, one per disc', async () => {
    const { user } = openOptions('7', 2, { path: '/disc-options?view=1' });
    await group('Inner sleeve');
    expect(screen.getByText('One per disc: the price covers both.')).toBeVisible();
    const sleeves = within(await group('Inner sleeve')).getAllByRole('radio');
    expect(sleeves.map((input) => input.getAttribute('value'))).toEqual([
      'White',
      'Black',
      'Transparent',
      'Printed',
    ]);
    await user.click(await radio('Inner sleeve', 'Black'));
    expect(await radio('Inner sleeve', 'Black')).toBeChecked();
  });

  it('forces the gatefold on a double and keeps its hole closed; no cover means no outer sleeve', async () => {
    const { user, server } = openOptions('7', 2, { path: '/disc-options?view=2' });
    const gatefold = 'Gatefold (opens like a book)';
    expect(await radio(gatefold, 'Yes')).toBeChecked();
    expect(await radio(gatefold, 'No')).toBeDisabled();
    expect(await radio(gatefold, 'No')).toHaveAccessibleDescription(
      'A double album needs a gatefold cover',
    );
    const hole = 'Central hole (shows the label)';
    expect(await radio(hole, 'Yes')).toHaveAccessibleDescription(
      'A gatefold cover has no central hole',
    );
    await user.click(await radio('Outer sleeve', 'Transparent'));
    await waitFor(() => expect(server.options().outerSleeve?.price).toBe(70));
    await user.click(await radio('Cover', 'None'));
    expect(await radio('Outer sleeve', 'None')).toBeChecked();
    expect(await radio('Outer sleeve', 'Transparent')).toHaveAccessibleDescription(
      'Choose a cover first',
    );
    await waitFor(() => expect(server.options().outerSleeve).toMatchObject({ color: 'None' }));
  });
});

describe('moving through the steps', () => {
  it('goes back to the tracks from the first step', async () => {
    const { user, router } = openOptions('7', 1);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tracks-uploader'));
  });

  it('skips a step without catalogue options and ends on the graphics with progress saved', async () => {
    const catalog = { ...defaultCatalogue, innerSleeves: [] };
    const { user, router, server } = openOptions('12', 1, { catalog });
    const nav = await screen.findByRole('navigation', { name: 'Disc options steps' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((step) => step.getAttribute('aria-label')),
    ).toEqual([
      'Step 1 of 2: Vinyl (Colour, thickness, hole, label)',
      'Step 2 of 2: Cover (Sleeve, finishing, gatefold)',
    ]);
    await group('Vinyl colour');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=2'));
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/file-uploader'));
    expect(server.patches.at(-1)).toMatchObject({ album_progress: 'file-uploader' });
    expect(useSessionStore.getState().albumProgress).toBe('file-uploader');
  });
});

describe('in Italian', () => {
  it('names the options and the reasons in Italian', async () => {
    openOptions('12', 1, { lang: 'it' });
    expect(await findPageHeading('Opzioni del disco')).toBeInTheDocument();
    expect(await radio('Colore del vinile', 'Nero')).toBeChecked();
    expect(await radio('Foro centrale', 'Grande (jukebox)')).toHaveAccessibleDescription(
      'Il foro grande si fa solo sui dischi da 7″',
    );
  });
});
