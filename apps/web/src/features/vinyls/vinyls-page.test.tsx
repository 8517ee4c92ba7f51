import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDefaultAlbumOptions, defaultCatalogue } from '@vinyl/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session';
import { albumResource, apiError, fakeApi, signedInRoutes } from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';
import { takeConsoleErrors } from '../../test/setup';

const guestName = 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e';

const configDocument = {
  data: [
    {
      type: 'config',
      id: 'Catalog',
      attributes: { name: 'Catalog', content: JSON.stringify(defaultCatalogue) },
    },
  ],
};

function routes(extra = {}, albums = 0) {
  return {
    ...signedInRoutes(guestName, albums),
    'GET /api/config': { body: configDocument },
    ...extra,
  };
}

async function openChooser(extra = {}, albums = 0) {
  useSessionStore.setState({ lang: 'en' });
  const api = fakeApi(routes(extra, albums));
  const view = renderApp('/vinyls');
  await findPageHeading('Choose your vinyl');
  const info = await screen.findByRole('dialog', { name: 'Before you start' });
  return { api, info, ...view };
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  delete window.dataLayer;
});

describe('format chooser (spec 2 §2)', () => {
  it('opens with the processing time and gift card notice', async () => {
    const user = userEvent.setup();
    const { info } = await openChooser();
    expect(info).toHaveTextContent('Processing takes 20 to 50 working days from payment.');
    expect(within(info).getByRole('link', { name: 'More about processing times' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/faq$/),
    );
    expect(within(info).getByRole('link', { name: 'gift card' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/gift-card$/),
    );
    await user.click(within(info).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows common and all formats with size, minutes per side, price or "Not avaiable"', async () => {
    const user = userEvent.setup();
    const { info } = await openChooser();
    await user.click(within(info).getByRole('button', { name: 'Got it' }));
    const common = section('Common formats');
    expect(
      within(common)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Choose the 12″ single', 'Choose the 10″ single', 'Choose the 7″ single']);
    const card = (name: string) => within(common).getByRole('button', { name }).closest('article');
    const seven = card('Choose the 7″ single');
    expect(seven).toHaveTextContent('For singles');
    expect(seven).toHaveTextContent('18×18 cm');
    // maxDuration 840 s / 2 = 7 minutes per side.
    expect(seven).toHaveTextContent('Up to 07:00 per side');
    expect(seven).toHaveTextContent('Starting from €20.00');
    expect(card('Choose the 12″ single')).toHaveTextContent('Also known as LP');

    const all = section('All formats');
    expect(within(all).getAllByRole('button')).toHaveLength(6);
    expect(within(all).getAllByText('Not avaiable')).toHaveLength(2);
    expect(within(all).queryByRole('button', { name: 'Choose the 12″ double' })).toBeNull();
    expect(
      within(all).getByRole('button', { name: 'Choose the 10″ double' }).closest('article'),
    ).toHaveTextContent('Starting from €54.00');
  });

  it('offers a double only where the catalogue allows one', async () => {
    const user = userEvent.setup();
    const { info } = await openChooser();
    await user.click(within(info).getByRole('button', { name: 'Got it' }));
    await user.click(
      within(section('Common formats')).getByRole('button', { name: 'Choose the 12″ single' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '12″: one disc or two?' });
    expect(within(dialog).getByRole('radio', { name: 'Single' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Double' })).toBeDisabled();
    expect(dialog).toHaveTextContent('Not avaiable');
  });

  it('creates a 7″ double: album, two discs linked to it, create_new, then the title step', async () => {
    const user = userEvent.setup();
    const created = albumResource('new', {
      album_format: '7',
      album_rpm: '45',
      album_progress: 'vinyls',
      album_options: createDefaultAlbumOptions('7', 1, defaultCatalogue, { albumId: 'new' }),
    });
    const double = {
      ...created,
      attributes: {
        ...created.attributes,
        album_options: createDefaultAlbumOptions('7', 2, defaultCatalogue, { albumId: 'new' }),
      },
    };
    let vinyls = 0;
    const { api, info, router } = await openChooser({
      'POST /api/albums': { status: 201, body: { data: created } },
      'POST /api/vinyls': () => ({
        status: 201,
        body: { data: { type: 'vinyls', id: `disc-${++vinyls}`, attributes: {} } },
      }),
      'POST /api/vinyls/disc-1/relationships/vinyl_of': {
        body: { data: { type: 'albums', id: 'new' } },
      },
      'POST /api/vinyls/disc-2/relationships/vinyl_of': {
        body: { data: { type: 'albums', id: 'new' } },
      },
      'GET /api/albums/new': { body: { data: double } },
    });
    await user.click(within(info).getByRole('button', { name: 'Got it' }));
    await user.click(
      within(section('All formats')).getByRole('button', { name: 'Choose the 7″ double' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '7″: one disc or two?' });
    expect(within(dialog).getByRole('radio', { name: 'Double' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Start my album' }));

    expect(await findPageHeading('Title and author')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/texts');
    expect(api.callsTo('POST', '/api/albums')[0]?.body).toEqual({
      data: {
        type: 'albums',
        attributes: {
          status: 'draft',
          album_format: '7',
          album_rpm: '45',
          album_status: 'in_progress',
          album_progress: 'vinyls',
        },
      },
    });
    expect(api.callsTo('POST', '/api/vinyls').map((call) => call.body)).toEqual([
      { data: { type: 'vinyls', attributes: { status: 'draft', title: ' [disc1]' } } },
      { data: { type: 'vinyls', attributes: { status: 'draft', title: ' [disc2]' } } },
    ]);
    for (const disc of ['disc-1', 'disc-2']) {
      expect(api.callsTo('POST', `/api/vinyls/${disc}/relationships/vinyl_of`)[0]?.body).toEqual({
        data: { type: 'albums', id: 'new' },
      });
    }
    expect(window.dataLayer).toEqual([
      { event: 'create_new', album_id: 'new', format: '7', vinyls: 2 },
    ]);
    expect(useSessionStore.getState()).toMatchObject({
      albumId: 'new',
      albumFormat: '7',
      albumRpm: { value: 45 },
      albumProgress: 'vinyls',
      vinylsId: ['disc-1', 'disc-2'],
    });
    expect(useSessionStore.getState().albumOptions.vinyl?.vinylsQuantity).toBe(2);
  });

  it('says why when the album cannot be created at the limit', async () => {
    const user = userEvent.setup();
    const { info, router } = await openChooser({
      'POST /api/albums': apiError(
        409,
        'album_limit',
        'Please remove or complete some albums before creating new ones',
      ),
    });
    await user.click(within(info).getByRole('button', { name: 'Got it' }));
    await user.click(
      within(section('Common formats')).getByRole('button', { name: 'Choose the 10″ single' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Start my album' }));
    expect(
      await screen.findByText('Please remove or complete some albums before creating new ones'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vinyls');
    // Spec 2 §8: creation errors are logged.
    expect(takeConsoleErrors().map((args) => args[0])).toEqual(['Album creation failed']);
  });

  it('goes back to the dashboard', async () => {
    const user = userEvent.setup();
    const { info, router } = await openChooser({}, 1);
    await user.click(within(info).getByRole('button', { name: 'Got it' }));
    await user.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(await findPageHeading('Create your new vinyl')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
