import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDefaultAlbumOptions, defaultCatalogue } from '@vinyl/domain';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session';
import { albumResource, apiError, fakeApi, signedInRoutes } from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';

const guestName = 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e';

const double7 = createDefaultAlbumOptions('7', 2, defaultCatalogue, { albumId: 'blue' });
const single12 = createDefaultAlbumOptions('12', 1, defaultCatalogue, { albumId: 'red' });

const BLUE = albumResource('blue', {
  title: 'Blue Hours',
  album_format: '7',
  album_rpm: '45',
  album_progress: 'tracks',
  album_options: double7,
});
const UNTITLED = albumResource('red', {
  album_progress: 'vinyls',
  album_options: { ...single12, tracks: { number: 3, duration: 600, exceeded: false } },
});
const DONE = albumResource('green', {
  title: 'Green',
  album_status: 'done',
  album_progress: 'preview',
});

function routes(albums: unknown[], extra = {}) {
  return {
    ...signedInRoutes(guestName, albums.length),
    'GET /api/albums': { body: { data: albums, meta: { pagination: { count: albums.length } } } },
    ...extra,
  };
}

async function openDashboard(albums: unknown[], extra = {}) {
  useSessionStore.setState({ lang: 'en' });
  const api = fakeApi(routes(albums, extra));
  const view = renderApp('/dashboard');
  await findPageHeading('Create your new vinyl');
  await screen.findByRole('heading', { name: 'In Progress' });
  return { api, ...view };
}

const card = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;

describe('dashboard (spec 1 §2)', () => {
  it('shows the five steps, the create button, the orders and the In Progress list', async () => {
    await openDashboard([BLUE, UNTITLED, DONE]);
    const steps = screen.getByRole('list', { name: 'How it works' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Choose your vinyl',
      'Upload your music',
      'Customise vinyl, inner sleeve, cover and labels',
      'Create or upload your graphics',
      'Review and submit',
    ]);
    expect(screen.getByRole('button', { name: 'Create a new album' })).toBeEnabled();
    expect(await screen.findByText('There are no orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all your orders (0)' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(screen.getByLabelText('3 albums')).toHaveTextContent('3');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows on each card the status, the step, the title, the dates, the format and the tracks', async () => {
    await openDashboard([BLUE, UNTITLED, DONE]);
    const blue = card('Blue Hours');
    expect(
      within(blue).getByLabelText(
        'State: In progress. You are working through the steps; everything is saved as you go.',
      ),
    ).toBeInTheDocument();
    expect(within(blue).getByLabelText('Step: Tracks')).toBeInTheDocument();
    expect(within(blue).getByText('7″ double')).toBeInTheDocument();
    expect(within(blue).getByText('Nov 1, 2026')).toBeInTheDocument();
    expect(within(blue).getByText('Nov 20, 2026')).toBeInTheDocument();
    const noTracks = within(blue).getByText('No tracks');
    expect(noTracks).toHaveStyle({ color: 'var(--mantine-color-red-9)' });
    // Progress tracks is position 2: the vinyl is 40% filled.
    expect(within(blue).getByRole('img', { name: '40% done' })).toHaveAttribute(
      'data-percent',
      '40',
    );

    const untitled = card('untitled album');
    expect(within(untitled).getByText('New')).toBeInTheDocument();
    expect(within(untitled).getByLabelText('Step: Format')).toBeInTheDocument();
    expect(within(untitled).getByText('12″')).toBeInTheDocument();
    expect(within(untitled).getByText('3 tracks')).toBeInTheDocument();
    expect(within(untitled).getByRole('img', { name: '0% done' })).toBeInTheDocument();

    // Done (the quantity is saved): "Ready to order", not the orders' "Completed" inside
    // In Progress (issue 14 item 8), and no progress badge.
    const done = card('Green');
    expect(within(done).getByText('Ready to order')).toBeInTheDocument();
    expect(within(done).queryByText(/Completed/)).toBeNull();
    expect(within(done).queryByLabelText(/^Step:/)).toBeNull();
    expect(within(done).getByRole('img', { name: '100% done' })).toBeInTheDocument();
  });

  it('disables creation at 15 albums in progress and warns why', async () => {
    const fifteen = Array.from({ length: 15 }, (_, i) =>
      albumResource(`a${i}`, { title: `A${i}` }),
    );
    await openDashboard(fifteen);
    expect(screen.getByRole('button', { name: 'Create a new album' })).toBeDisabled();
    expect(screen.getByText("You can't have more than 15 albums in progress")).toBeInTheDocument();
    expect(
      screen.getByText('Please remove or complete some albums before creating new ones'),
    ).toBeInTheDocument();
  });

  it('starts a new album on the format chooser', async () => {
    useSessionStore.setState({ albumId: 'old', albumTitle: 'Old' });
    const user = userEvent.setup();
    const { router } = await openDashboard([BLUE]);
    await user.click(screen.getByRole('button', { name: 'Create a new album' }));
    expect(await findPageHeading('Choose your vinyl')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vinyls');
    expect(useSessionStore.getState().albumId).toBeNull();
  });

  it('clones an album from its details and says so', async () => {
    const user = userEvent.setup();
    const clone = albumResource('blue-2', { title: 'Blue Hours' });
    const { api } = await openDashboard([BLUE], {
      'POST /api/clone-album/blue': { status: 201, body: { data: clone } },
    });
    await user.click(screen.getByRole('button', { name: 'Details of Blue Hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blue Hours' });
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await screen.findByText('The selected album has been cloned')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/clone-album/blue')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not clone at the limit: it asks to remove or complete albums first', async () => {
    const user = userEvent.setup();
    const albums = [BLUE, ...Array.from({ length: 14 }, (_, i) => albumResource(`a${i}`))];
    const { api } = await openDashboard(albums);
    await user.click(screen.getByRole('button', { name: 'Details of Blue Hours' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clone' }),
    );
    const notices = await screen.findAllByText(
      'Please remove or complete some albums before creating new ones',
    );
    expect(notices.length).toBeGreaterThan(1);
    expect(api.callsTo('POST', '/api/clone-album/blue')).toHaveLength(0);
  });

  it('shows a failed clone in the error banner', async () => {
    const user = userEvent.setup();
    await openDashboard([BLUE], {
      'POST /api/clone-album/blue': apiError(500, 'internal_error', 'There was an error, retry'),
    });
    await user.click(screen.getByRole('button', { name: 'Details of Blue Hours' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clone' }),
    );
    const banner = await screen.findByText(
      'The album could not be cloned: There was an error, retry',
    );
    expect(banner.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes an album after confirming, and forgets it if it was open', async () => {
    useSessionStore.setState({ albumId: 'blue', albumTitle: 'Blue Hours' });
    const user = userEvent.setup();
    const { api } = await openDashboard([BLUE, DONE], {
      'DELETE /api/delete-album/blue': { status: 204 },
    });
    await user.click(screen.getByRole('button', { name: 'Details of Blue Hours' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(api.callsTo('DELETE', '/api/delete-album/blue')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('The selected album has been removed')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/delete-album/blue')).toHaveLength(1);
    expect(useSessionStore.getState().albumId).toBeNull();
  });

  it('continues an album at its saved step with its discs in the session', async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard([BLUE], {
      'GET /api/albums/blue/relationships/has_vinyls': {
        body: {
          data: [
            { type: 'vinyls', id: 'd1' },
            { type: 'vinyls', id: 'd2' },
          ],
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Details of Blue Hours' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }),
    );
    expect(await findPageHeading('Upload your audio files')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tracks-uploader');
    expect(useSessionStore.getState()).toMatchObject({
      albumId: 'blue',
      albumTitle: 'Blue Hours',
      albumProgress: 'tracks',
      albumFormat: '7',
      albumRpm: { value: 45 },
      vinylsId: ['d1', 'd2'],
      albumOrdered: false,
    });
  });

  it('does not continue an ordered album', async () => {
    const user = userEvent.setup();
    const ordered = albumResource('sold', { title: 'Sold', album_status: 'ordered' });
    await openDashboard([ordered]);
    await user.click(screen.getByRole('button', { name: 'Details of Sold' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(within(dialog).getByText('The album is already in ordered state')).toBeInTheDocument();
  });

  it('shows a failed list in a banner with a retry', { timeout: 15_000 }, async () => {
    useSessionStore.setState({ lang: 'en' });
    fakeApi({
      ...signedInRoutes(guestName, 1),
      'GET /api/albums': apiError(503, 'unavailable', 'Service unavailable'),
    });
    renderApp('/dashboard');
    // A 5xx is asked again twice before the page gives up (app/query-client.ts).
    const banner = await screen.findByText(
      'Your albums could not be loaded: Service unavailable',
      {},
      { timeout: 8000 },
    );
    expect(banner.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    useSessionStore.setState({ lang: 'it' });
    fakeApi(routes([BLUE]));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'In lavorazione' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crea un nuovo album' })).toBeEnabled();
    // The page's texts load with its code, so the heading can show before the list has come.
    expect(await screen.findByText('Nessuna traccia')).toBeInTheDocument();
  });
});
