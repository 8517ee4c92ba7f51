import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../shared/session';
import { albumResource, apiError, fakeApi, signedInRoutes } from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';

const guestName = 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e';

function open(album = albumResource('a1', { album_progress: 'vinyls' }), extra = {}, lang = 'en') {
  useSessionStore.setState({
    ...(lang === 'en' ? { lang: 'en' as const } : {}),
    albumId: 'a1',
    albumProgress: 'vinyls',
  });
  const api = fakeApi({
    ...signedInRoutes(guestName, 1),
    'GET /api/albums/a1': { body: { data: album } },
    ...extra,
  });
  const view = renderApp('/texts');
  return { api, ...view };
}

describe('title step (spec 2 §2 "Title and author")', () => {
  it('keeps Next disabled until a title is entered, then saves and moves on to tracks', async () => {
    const user = userEvent.setup();
    const saved = albumResource('a1', { title: 'Blue Hours', album_progress: 'tracks' });
    const { api, router } = open(undefined, { 'PATCH /api/albums/a1': { body: { data: saved } } });
    expect(await findPageHeading('Title and author')).toBeInTheDocument();
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(screen.getByText('Enter a title to continue')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  ');
    expect(next).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Blue Hours');
    await user.type(screen.getByRole('textbox', { name: 'Author' }), 'The Quiet');
    await user.type(screen.getByRole('textbox', { name: 'Additional notes' }), 'Loud master');
    expect(next).toBeEnabled();
    await user.click(next);

    // The tracks step loads its own chunk: slow on a busy machine.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Upload your audio files' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tracks-uploader');
    // Fields are saved as they lose focus (issue 14 item 2); Next sends all of them.
    const sent = api
      .callsTo('PATCH', '/api/albums/a1')
      .find((call) => JSON.stringify(call.body).includes('album_progress'));
    expect(sent?.body).toEqual({
      data: {
        type: 'albums',
        id: 'a1',
        attributes: {
          title: 'Blue Hours',
          author: 'The Quiet',
          description: 'Loud master',
          album_progress: 'tracks',
        },
      },
    });
    expect(useSessionStore.getState()).toMatchObject({
      albumTitle: 'Blue Hours',
      albumProgress: 'tracks',
    });
  });

  it('shows what was saved before', async () => {
    open(albumResource('a1', { title: 'Saved', author: 'Me', description: 'Notes' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Saved');
    expect(screen.getByRole('textbox', { name: 'Author' })).toHaveValue('Me');
    expect(screen.getByRole('textbox', { name: 'Additional notes' })).toHaveValue('Notes');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('says why the title was not saved', async () => {
    const user = userEvent.setup();
    const { router } = open(undefined, {
      'PATCH /api/albums/a1': apiError(
        409,
        'album_ordered',
        'The album is already in ordered state',
      ),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Late');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(
        'The title could not be saved: The album is already in ordered state',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/texts');
  });

  it('opens in the browser’s language, Italian for an Italian browser, when none was chosen (issue 14 item 3)', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT', 'en']);
    open(undefined, {}, 'none');
    expect(await findPageHeading('Titolo e autore')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Titolo' })).toBeInTheDocument();
    expect(
      screen.getByText(/Il titolo e l’autore danno il nome al tuo progetto/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avanti' })).toBeDisabled();
  });

  describe('saves as the person types (issue 14 item 2)', () => {
    const saving = () => {
      let keepalive: boolean[] = [];
      const answer = ({ init }: { init: RequestInit }) => {
        keepalive = [...keepalive, init.keepalive === true];
        const body = JSON.parse(String(init.body)) as {
          data: { attributes: Record<string, unknown> };
        };
        return { body: { data: albumResource('a1', body.data.attributes) } };
      };
      return { answer, keepalive: () => keepalive };
    };
    const patches = (api: ReturnType<typeof open>['api']) =>
      api
        .callsTo('PATCH', '/api/albums/a1')
        .map((call) => (call.body as { data: { attributes: object } }).data.attributes);

    it('saves a new title once typing pauses, without moving the progress, and says so', async () => {
      const user = userEvent.setup();
      const save = saving();
      const { api } = open(albumResource('a1', { title: 'Old', album_progress: 'tracks' }), {
        'PATCH /api/albums/a1': save.answer,
      });
      const title = await screen.findByRole('textbox', { name: 'Title' });
      await user.clear(title);
      await user.type(title, 'New title');
      expect(screen.getByText('Saving…')).toBeInTheDocument();
      await waitFor(() => expect(patches(api)).toEqual([{ title: 'New title' }]));
      expect(await screen.findByText('All changes saved')).toBeInTheDocument();
      expect(useSessionStore.getState().albumTitle).toBe('New title');
    });

    it('saves the author when the field loses focus, at once', async () => {
      const user = userEvent.setup();
      const save = saving();
      const { api } = open(albumResource('a1', { title: 'Kept' }), {
        'PATCH /api/albums/a1': save.answer,
      });
      await user.type(await screen.findByRole('textbox', { name: 'Author' }), 'Ada');
      await user.tab();
      await waitFor(() => expect(patches(api)).toEqual([{ author: 'Ada' }]));
    });

    it('saves what was typed when the page is left for another route before the pause ends', async () => {
      const user = userEvent.setup();
      const save = saving();
      const { api, router } = open(albumResource('a1', { title: 'Old' }), {
        'PATCH /api/albums/a1': save.answer,
      });
      const notes = await screen.findByRole('textbox', { name: 'Additional notes' });
      await user.type(notes, 'Loud');
      await act(() => router.navigate('/dashboard'));
      await waitFor(() => expect(patches(api)).toEqual([{ description: 'Loud' }]));
    });

    it('saves with a request that outlives the page on a reload or a closed tab (pagehide)', async () => {
      const user = userEvent.setup();
      const save = saving();
      const { api } = open(albumResource('a1', { title: 'Old' }), {
        'PATCH /api/albums/a1': save.answer,
      });
      await user.type(await screen.findByRole('textbox', { name: 'Author' }), 'Bo');
      fireEvent(window, new Event('pagehide'));
      await waitFor(() => expect(patches(api)).toEqual([{ author: 'Bo' }]));
      expect(save.keepalive()).toEqual([true]);
    });

    it('never saves an emptied title over the saved one', async () => {
      const user = userEvent.setup();
      const save = saving();
      const { api } = open(albumResource('a1', { title: 'Kept' }), {
        'PATCH /api/albums/a1': save.answer,
      });
      await user.clear(await screen.findByRole('textbox', { name: 'Title' }));
      await user.tab();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(patches(api)).toEqual([]);
    });
  });
});
