import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDefaultAlbumOptions, defaultCatalogue } from '@vinyl/domain';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../shared/session';
import type * as TransportModule from '../../shared/upload';
import { albumResource, fakeApi, signedInRoutes } from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';
import { wavFile } from '../../test/wav';
import { configDocument, guestName, open, options, side, track } from './testing/open-tracks';

// The network half of an upload is tus (server tests cover it); here every upload
// succeeds at once and becomes the audio `audio-<file name>`.
vi.mock('../../shared/upload', async (original) => ({
  ...(await original<typeof TransportModule>()),
  createTusTransport: () => ({
    send: (file: File) => ({
      done: Promise.resolve(`audio-${file.name}`),
      cancel: () => undefined,
    }),
    destroy: () => undefined,
  }),
}));

const sideRegion = (name: string) => screen.getByRole('region', { name });

describe('audio uploader (spec 2 §2 "Audio uploader")', () => {
  it('shows a drop area per side, the tracks in order and the side total against the speed', async () => {
    open([track('t1', 'Intro.wav', 95), track('t2', 'Song.wav', 200, 22_050)]);
    expect(await findPageHeading('Upload your audio files')).toBeInTheDocument();
    const a = await screen.findByRole('region', { name: 'Side A' });
    await within(a).findByText('Intro.wav');
    expect(await within(sideRegion('Side B')).findByText('No tracks yet.')).toBeInTheDocument();
    expect(
      within(a)
        .getAllByTestId('track-title')
        .map((node) => node.textContent),
    ).toEqual(['Intro.wav', 'Song.wav']);
    expect(within(a).getByText('Side A: 04:55 of 06:00')).toBeInTheDocument();
    expect(within(a).getByText('01:05 left')).toBeInTheDocument();
    expect(
      within(a).getByText('Sampling rate frequency should be 44100 Hz or higher'),
    ).toBeInTheDocument();
    // 7 inch at 45 rpm: 295 s is past 240 s, within the warning band (advise 4 minutes).
    expect(within(a).getByTestId('volume-advice')).toHaveTextContent(
      'Keep the side under 4 minutes',
    );
    expect(screen.getByRole('radio', { name: '45 rpm' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '33 rpm' })).not.toBeChecked();
  });

  it('refuses a file that is not audio with the allowed list', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { api } = open();
    const input = await screen.findByLabelText('Drop audio files for side A');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const alert = await within(sideRegion('Side A')).findByRole('alert');
    expect(alert).toHaveTextContent('Extension not allowed');
    expect(alert).toHaveTextContent('wav, aif, aiff, flac, mp3, mpeg, aac, ogg, mp4, m4a');
    expect(api.callsTo('POST', '/api/vinyls/v1/relationships/side_a_tracks')).toEqual([]);
  });

  it('refuses a track longer than the time left, read before uploading', async () => {
    const user = userEvent.setup();
    const { api } = open([track('t1', 'Intro.wav', 300)]);
    const input = await screen.findByLabelText('Drop audio files for side A');
    await user.upload(input, wavFile('long.wav', 61));
    const alert = await within(sideRegion('Side A')).findByRole('alert');
    expect(alert).toHaveTextContent('You have exceeded the limit of minutes');
    expect(alert).toHaveTextContent('long.wav lasts 01:01, 01:00 is left on this side.');
    expect(api.callsTo('GET', '/api/upload_info/audio')).toEqual([]);
  });

  it('uploads a track that fits and puts it last on its side', async () => {
    const user = userEvent.setup();
    const { api } = open([track('t1', 'Intro.wav', 30)], {
      'POST /api/vinyls/v1/relationships/side_a_tracks': side([
        track('t1', 'Intro.wav', 30),
        track('audio-new.wav', 'new.wav', 20),
      ]),
    });
    const input = await screen.findByLabelText('Drop audio files for side A');
    await user.upload(input, wavFile('new.wav', 20));
    const a = sideRegion('Side A');
    await waitFor(() =>
      expect(
        within(a)
          .getAllByTestId('track-title')
          .map((node) => node.textContent),
      ).toEqual(['Intro.wav', 'new.wav']),
    );
    expect(api.callsTo('POST', '/api/vinyls/v1/relationships/side_a_tracks')[0]?.body).toEqual({
      data: { type: 'audio', id: 'audio-new.wav' },
    });
    expect(within(a).getByText('Side A: 00:50 of 06:00')).toBeInTheDocument();
    // The summary box counts the new track at once.
    await waitFor(() => expect(useSessionStore.getState().albumOptions.tracks?.number).toBe(2));
  });

  it('blocks a side over its limit and Save and continue until it is fixed', async () => {
    const user = userEvent.setup();
    open([track('t1', 'Long.wav', 400)]);
    expect(
      await screen.findByText(/You have exceeded the limit of minutes\. Shorten the sides/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
    expect(within(sideRegion('Side A')).getByText('Over the limit')).toBeInTheDocument();
    expect(within(sideRegion('Side A')).getByText('Over by 00:40')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Drop audio files for side A'), wavFile('more.wav', 5));
    expect(await within(sideRegion('Side A')).findByRole('alert')).toHaveTextContent(
      "You cannot upload a track if the side's minutes exceed",
    );
  });

  it('saves the speed when another one is chosen', async () => {
    const user = userEvent.setup();
    const saved = albumResource('a1', {
      album_format: '7',
      album_rpm: '33',
      album_options: options,
    });
    const { api } = open([], { 'PATCH /api/albums/a1': { body: { data: saved } } });
    await user.click(await screen.findByRole('radio', { name: '33 rpm' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/albums/a1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/albums/a1')[0]?.body).toMatchObject({
      data: { attributes: { album_rpm: '33' } },
    });
    await waitFor(() => expect(useSessionStore.getState().albumRpm).toEqual({ value: 33 }));
  });

  it('removes a track once its Undo notice is closed', async () => {
    const user = userEvent.setup();
    const { api } = open([track('t1', 'Intro.wav', 30), track('t2', 'Song.wav', 60)], {
      'DELETE /api/vinyls/v1/relationships/side_a_tracks': side([track('t2', 'Song.wav', 60)]),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Intro.wav' }));
    await waitFor(() =>
      expect(within(sideRegion('Side A')).getAllByTestId('track-title')).toHaveLength(1),
    );
    // Issue 14 item 12: nothing is sent while Undo is offered; closing the notice sends it.
    expect(api.callsTo('DELETE', '/api/vinyls/v1/relationships/side_a_tracks')).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Remove now' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', '/api/vinyls/v1/relationships/side_a_tracks')).toHaveLength(1),
    );
    expect(api.callsTo('DELETE', '/api/vinyls/v1/relationships/side_a_tracks')[0]?.body).toEqual({
      data: { type: 'audio', id: 't1' },
    });
  });

  it('saves the track summary and sides, moves on to options', async () => {
    const user = userEvent.setup();
    const saved = albumResource('a1', {
      album_format: '7',
      album_progress: 'options',
      album_options: options,
    });
    const { api, router } = open([track('t1', 'Intro.wav', 95), track('t2', 'Song.wav', 200)], {
      'PATCH /api/albums/a1': { body: { data: saved } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/disc-options'));
    const body = api.callsTo('PATCH', '/api/albums/a1')[0]?.body as {
      data: {
        attributes: {
          album_progress: string;
          album_options: Record<string, Record<string, unknown>>;
        };
      };
    };
    expect(body.data.attributes.album_progress).toBe('options');
    expect(body.data.attributes.album_options.tracks).toEqual({
      number: 2,
      duration: 295,
      exceeded: false,
    });
    expect(body.data.attributes.album_options.vinyl).toMatchObject({ sides: 1, duration: 295 });
    expect(useSessionStore.getState().albumProgress).toBe('options');
  });

  it('speaks Italian', async () => {
    open([], {}, 'it');
    expect(await findPageHeading('Carica i tuoi file audio')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Salva e continua' })).toBeInTheDocument();
    expect(screen.getByLabelText('Trascina i file audio per il lato A')).toBeInTheDocument();
  });

  it('gives a double its second disc as sides C and D, and saves both discs', async () => {
    const user = userEvent.setup();
    const double = createDefaultAlbumOptions('10', 2, defaultCatalogue, { albumId: 'a2' });
    const album = albumResource('a2', {
      album_format: '10',
      album_rpm: '33',
      album_progress: 'tracks',
      album_options: double,
    });
    useSessionStore.setState({ lang: 'en', albumId: 'a2', albumProgress: 'tracks' });
    const api = fakeApi({
      ...signedInRoutes(guestName, 1),
      'GET /api/config': { body: configDocument },
      'GET /api/albums/a2': { body: { data: album } },
      'GET /api/albums/a2/relationships/has_vinyls': {
        body: {
          data: [
            { type: 'vinyls', id: 'd1' },
            { type: 'vinyls', id: 'd2' },
          ],
        },
      },
      'GET /api/vinyls/d1/side_a_tracks': side([track('t1', 'One.wav', 300)], 600),
      'GET /api/vinyls/d1/side_b_tracks': side([track('t2', 'Two.wav', 200)], 600),
      'GET /api/vinyls/d2/side_a_tracks': side([track('t3', 'Three.wav', 100)], 600),
      'GET /api/vinyls/d2/side_b_tracks': side([], 600),
      'PATCH /api/albums/a2': { body: { data: album } },
    });
    renderApp('/tracks-uploader');
    expect(await screen.findByRole('heading', { level: 2, name: 'Disc 2' })).toBeInTheDocument();
    for (const name of ['Side A', 'Side B', 'Side C', 'Side D']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(await within(sideRegion('Side C')).findByText('Three.wav')).toBeInTheDocument();
    expect(screen.getByLabelText('Drop audio files for side D')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/albums/a2')).toHaveLength(1));
    const body = api.callsTo('PATCH', '/api/albums/a2')[0]?.body as {
      data: { attributes: { album_options: Record<string, Record<string, unknown>> } };
    };
    expect(body.data.attributes.album_options.vinyl).toMatchObject({ sides: 2, duration: 500 });
    expect(body.data.attributes.album_options.vinyl2).toMatchObject({ sides: 1, duration: 100 });
    expect(body.data.attributes.album_options.tracks).toEqual({
      number: 3,
      duration: 600,
      exceeded: false,
    });
  });
});
