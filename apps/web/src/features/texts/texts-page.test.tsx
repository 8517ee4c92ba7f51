import { screen } from '@testing-library/react';
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

    expect(await findPageHeading('Upload your audio files')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tracks-uploader');
    expect(api.callsTo('PATCH', '/api/albums/a1')[0]?.body).toEqual({
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
});
