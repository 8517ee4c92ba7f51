import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createDefaultAlbumOptions,
  defaultCatalogue,
  type AlbumOptions,
  type Format,
  type Thumbnails,
  type VinylsQuantity,
} from '@vinyl/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../shared/session';
import {
  albumResource,
  apiError,
  fakeApi,
  signedInRoutes,
  type FakeResponse,
  type Handler,
} from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';

const guestName = 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e';

function optionsOf(
  format: Format,
  discs: VinylsQuantity,
  changes: (options: AlbumOptions) => AlbumOptions = (options) => options,
) {
  return changes(createDefaultAlbumOptions(format, discs, defaultCatalogue, { albumId: 'a1' }));
}

const ready = (id: string) => ({ url: `/api/files/${id}/thumbnail`, ready: true });
const pending = { url: null, ready: false };

function openPreview({
  options = optionsOf('12', 1),
  attributes = {} as Record<string, unknown>,
  thumbnails = [{ body: { data: {} } }] as FakeResponse[],
  lang = 'en' as 'en' | 'it',
} = {}) {
  useSessionStore.setState({
    lang,
    albumId: 'a1',
    albumTitle: 'Blue Hours',
    albumProgress: 'preview',
    albumFormat: options.vinyl?.format ?? '12',
    albumQuantity: 1,
    albumOptions: options,
  });
  const answers = [...thumbnails];
  const times: number[] = [];
  const thumbnailsRoute: Handler = () => {
    times.push(Date.now());
    return answers.length > 1 ? answers.shift()! : answers[0]!;
  };
  const album = albumResource('a1', {
    album_progress: 'preview',
    title: 'Blue Hours',
    author: 'The Grooves',
    album_options: options,
    ...attributes,
  });
  const api = fakeApi({
    ...signedInRoutes(guestName, 1),
    'GET /api/albums/a1': { body: { data: album } },
    'GET /api/albums/a1/thumbnails': thumbnailsRoute,
  });
  const view = renderApp('/preview');
  return { ...view, api, times, user: userEvent.setup() };
}

const thumbnailCalls = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('GET', '/api/albums/a1/thumbnails').length;

async function findPreview() {
  expect(await findPageHeading('Album preview')).toBeInTheDocument();
  return screen.findByRole('heading', { level: 2, name: 'Vinyl' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('album preview, view 0 (spec 1 §2)', () => {
  it('shows the warning, the title and the author, and a dash when there is no author', async () => {
    openPreview({ attributes: { author: null } });
    await findPreview();
    expect(
      screen.getByText(
        'The images only give a general idea of the final product and may not faithfully reflect the artwork.',
      ),
    ).toBeInTheDocument();
    const list = screen.getByLabelText('Album details');
    expect(within(list).getByText('Title').nextElementSibling).toHaveTextContent('Blue Hours');
    expect(within(list).getByText('Author').nextElementSibling).toHaveTextContent('—');
    expect(screen.getByRole('link', { name: 'Download the full preview image' })).toHaveAttribute(
      'href',
      '/api/raster-album/a1',
    );
  });

  it('shows the author when there is one, in Italian too', async () => {
    openPreview({ lang: 'it' });
    expect(await findPageHeading("Anteprima dell'album")).toBeInTheDocument();
    const list = await screen.findByLabelText("Dati dell'album");
    expect(within(list).getByText('Autore').nextElementSibling).toHaveTextContent('The Grooves');
    expect(
      screen.getByText(/Le immagini danno solo un'idea generale del prodotto finale/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vai al riepilogo' })).toBeInTheDocument();
  });

  it('draws a plain single disc in its colour with its label, and its sleeve', async () => {
    const options = optionsOf('12', 1, (o) => ({
      ...o,
      vinyl: { ...o.vinyl!, color: 'Transparent Blue' },
      label: { ...o.label!, color: 'White' },
      innerSleeve: { ...o.innerSleeve!, color: 'Black' },
      cover: { ...o.cover!, color: 'Black', gatefold: 'No' },
    }));
    openPreview({ options });
    await findPreview();
    expect(screen.getByRole('heading', { level: 3, name: 'Disc 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Disc 2' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Disc 1 (Sides A and B): Transparent Blue vinyl, White label',
      }),
    ).toBeInTheDocument();
    // A sleeve (issue 14 item 17): the front and the back beside it, no gatefold.
    expect(screen.getByRole('img', { name: 'Front of the cover: Black' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Back of the cover: Black' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /gatefold/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Inner sleeve, disc 1: Black' })).toBeInTheDocument();
  });

  it('a printed gatefold is a sleeve: front with the disc sliding out, back beside it, and opened (issue 14 item 17)', async () => {
    const options = optionsOf('12', 1, (o) => ({
      ...o,
      cover: { ...o.cover!, color: 'Printed', gatefold: 'Yes' },
    }));
    openPreview({
      options,
      thumbnails: [
        {
          body: {
            data: {
              cover_print: { external: ready('ext'), internal: ready('int') },
            } satisfies Thumbnails,
          },
        },
      ],
    });
    await findPreview();
    // The flat sheet (back | spine | front) is cut into the sleeve's faces.
    const front = screen.getByRole('img', { name: 'Front of the cover' });
    const back = screen.getByRole('img', { name: 'Back of the cover' });
    for (const face of [front, back]) {
      expect(face).toHaveAttribute('src', '/api/files/ext/thumbnail');
    }
    expect(front.className).toMatch(/face-front/);
    expect(back.className).toMatch(/face-back/);
    expect(screen.getByRole('img', { name: 'Inside of the gatefold, opened' })).toHaveAttribute(
      'src',
      '/api/files/int/thumbnail',
    );
    expect(screen.getByText('Front, with the record sliding out')).toBeInTheDocument();
    expect(front.parentElement?.querySelector('[class*="slidingDisc"]')).not.toBeNull();
    expect(screen.queryByText(/No artwork yet/)).not.toBeInTheDocument();
  });

  it('draws the label text typed on the options step on the label', async () => {
    const options = optionsOf('12', 1, (o) => ({ ...o, label: { ...o.label!, color: 'White' } }));
    openPreview({ options, attributes: { extra: { label_text: 'Side one · 2026' } } });
    await findPreview();
    const disc = screen.getByRole('img', {
      name: 'Disc 1 (Sides A and B): Black vinyl, White label reading “Side one · 2026”',
    });
    expect(within(disc).getByText('Side one · 2026')).toBeInTheDocument();
  });

  it('a part with no file says "No artwork yet" with a link to Graphics, not "Image not ready"', async () => {
    const options = optionsOf('12', 1, (o) => ({
      ...o,
      cover: { ...o.cover!, color: 'Printed', gatefold: 'No' },
      label: { ...o.label!, color: 'Printed' },
    }));
    const { user, router } = openPreview({ options, thumbnails: [{ body: { data: {} } }] });
    await findPreview();
    expect(screen.queryByText('Image not ready')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Front of the cover (no artwork yet)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No artwork yet for Cover —')).toBeInTheDocument();
    expect(screen.getByText('No artwork yet for Disc 1 —')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'add it on Graphics' });
    expect(links).toHaveLength(2);
    await user.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/file-uploader'));
  });

  it('a double album shows two discs, sides A and B when printed, and two inner sleeves', async () => {
    const options = optionsOf('12', 2, (o) => ({
      ...o,
      vinyl: { ...o.vinyl!, color: 'Picture Disc' },
      label: { ...o.label!, color: 'Printed' },
      innerSleeve: { ...o.innerSleeve!, color: 'Printed' },
    }));
    const sides = ['front_disc1', 'back_disc1', 'front_disc2', 'back_disc2'] as const;
    const prints = Object.fromEntries(sides.map((type) => [type, ready(type)]));
    openPreview({
      options,
      thumbnails: [
        {
          body: {
            data: {
              vinyl_print: prints,
              label_print: prints,
              sleeve_print: { disc1: ready('s1'), disc2: ready('s2') },
            },
          },
        },
      ],
    });
    await findPreview();
    // Disc 2's sides are C and D, as on the tracks step (issue 14 item 7).
    for (const [number, first, second] of [
      [1, 'A', 'B'],
      [2, 'C', 'D'],
    ] as const) {
      const disc = screen.getByRole('region', { name: `Disc ${number}` });
      const drawings = within(disc).getAllByRole('img');
      expect(drawings.map((image) => image.getAttribute('aria-label'))).toEqual([
        `Disc ${number} (Side ${first}): Picture Disc (your picture print) vinyl, your printed label`,
        `Disc ${number} (Side ${second}): Picture Disc (your picture print) vinyl, your printed label`,
      ]);
      // The picture print and the label print of side A are drawn in the disc.
      const printed = drawings[0]!.querySelectorAll('img');
      expect([...printed].map((image) => image.getAttribute('src'))).toEqual([
        `/api/files/front_disc${number}/thumbnail`,
        `/api/files/front_disc${number}/thumbnail`,
      ]);
    }
    expect(screen.getByRole('img', { name: 'Inner sleeve, disc 1: Printed' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Inner sleeve, disc 2: Printed' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for the thumbnails once more after 1000 ms when not all are ready, then shows what there is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const options = optionsOf('12', 1, (o) => ({
      ...o,
      cover: { ...o.cover!, color: 'Printed', gatefold: 'No' },
      label: { ...o.label!, color: 'Printed' },
    }));
    const notReady = {
      body: {
        data: {
          cover_print: { external: pending },
          label_print: { front_disc1: pending, back_disc1: ready('b1') },
        },
      },
    };
    const { api, times } = openPreview({ options, thumbnails: [notReady] });
    expect(await findPageHeading('Album preview')).toBeInTheDocument();
    await waitFor(() => expect(thumbnailCalls(api)).toBe(1));
    // Still preparing: the loader shows until the second answer.
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1000);
    await findPreview();
    expect(thumbnailCalls(api)).toBe(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(thumbnailCalls(api)).toBe(2);

    // What is not ready is a plain placeholder, never a broken image.
    expect(
      screen.getByRole('img', { name: 'Front of the cover (image not ready)' }),
    ).not.toHaveAttribute('src');
    expect(screen.queryByText(/No artwork yet/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Image not ready')).toHaveLength(2);
    expect(
      screen.getByRole('img', {
        name: 'Disc 1 (Side A): Black vinyl, your printed label (image not ready)',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Disc 1 (Side B): Black vinyl, your printed label' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Some images are not ready yet');
  });

  it('after an error asks once more and shows the thumbnails of the second answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const options = optionsOf('12', 1, (o) => ({
      ...o,
      cover: { ...o.cover!, color: 'Printed', gatefold: 'No' },
    }));
    const { api } = openPreview({
      options,
      thumbnails: [
        apiError(500, 'internal', 'Internal Server Error'),
        { body: { data: { cover_print: { external: ready('ext') } } } },
      ],
    });
    await waitFor(() => expect(thumbnailCalls(api)).toBe(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByRole('img', { name: 'Front of the cover' })).toHaveAttribute(
      'src',
      '/api/files/ext/thumbnail',
    );
    expect(thumbnailCalls(api)).toBe(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not ask again when everything is ready at once', async () => {
    const options = optionsOf('12', 1, (o) => ({
      ...o,
      cover: { ...o.cover!, color: 'Printed', gatefold: 'No' },
    }));
    const { api } = openPreview({
      options,
      thumbnails: [{ body: { data: { cover_print: { external: ready('ext') } } } }],
    });
    await findPreview();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(thumbnailCalls(api)).toBe(1);
  });

  it('Back goes to the graphics step and Go to summary to view 1', async () => {
    const { user, router } = openPreview();
    await findPreview();
    await user.click(screen.getByRole('button', { name: 'Go to summary' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=1'));
    expect(router.state.location.pathname).toBe('/preview');

    await router.navigate('/preview');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/file-uploader'));
  });
});
