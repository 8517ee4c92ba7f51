import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_POLL_MS } from '../api/get-side-tracks';
import { analysedTrack, oversAndPhase, peaksDocument } from '../testing/analysis-fixtures';
import { open, side } from '../testing/open-tracks';

// jsdom has no canvas: a stand-in for wavesurfer.js records what it was asked to draw.
const drawn = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('wavesurfer.js', () => ({
  default: {
    create: (options: Record<string, unknown>) => {
      drawn.push(options);
      const handlers = new Map<string, (...args: unknown[]) => void>();
      queueMicrotask(() => handlers.get('ready')?.(options.duration));
      return {
        on: (event: string, handler: (...args: unknown[]) => void) => {
          handlers.set(event, handler);
          return () => handlers.delete(event);
        },
        destroy: () => undefined,
      };
    },
  },
}));

// The page and the waveform's chunk are loaded once before the clocks of the tests start.
beforeAll(async () => {
  await Promise.all([import('./waveform'), import('../tracks-page')]);
}, 60_000);

const sideA = () => screen.getByRole('region', { name: /^(Side|Lato) A$/ });

describe('the sound check on the tracks step (issue 19)', () => {
  it('draws the waveform from the server peaks and says what to fix, in English', async () => {
    drawn.length = 0;
    open([analysedTrack('t1', 'Overs.wav', 200, oversAndPhase)], {
      'GET /api/audio/t1/peaks': { body: peaksDocument },
    });
    const waveform = await screen.findByRole('img', { name: 'Waveform of Overs.wav' });
    await waitFor(() => expect(waveform).toHaveAttribute('data-drawn', 'true'));
    expect(drawn.at(-1)).toMatchObject({ peaks: [peaksDocument.peaks], duration: 200 });
    expect(drawn.at(-1)).not.toHaveProperty('url');
    const advice = within(sideA()).getByRole('list', { name: 'Sound advice for Overs.wav' });
    expect(advice).toHaveTextContent('True peak +0.4 dBTP: there are overs.');
    expect(advice).toHaveTextContent(
      'Ask your mastering engineer for a vinyl master at −1.0 dBTP or lower.',
    );
    expect(advice).toHaveTextContent('Bass out of phase at 1:32: it may not cut cleanly.');
    expect(advice).toHaveTextContent('bass below 150 Hz in mono');
    const list = within(sideA()).getByTestId('analysis-facts');
    expect(list).toHaveTextContent('Sample rate 44.1 kHz');
    expect(list).toHaveTextContent('Bit depth 24-bit');
    expect(list).toHaveTextContent('Loudness −11.2 LUFS');
    expect(list).toHaveTextContent('True peak +0.4 dBTP');
    expect(list).toHaveTextContent('Bass correlation −0.62');
    expect(list).toHaveTextContent('Silence start / end 0.2 s / 1.5 s');
    expect(within(sideA()).getByText(/nothing here stops your order/)).toBeInTheDocument();
  });

  it('says the same in Italian', async () => {
    open(
      [analysedTrack('t1', 'Overs.wav', 200, oversAndPhase)],
      { 'GET /api/audio/t1/peaks': { body: peaksDocument } },
      'it',
    );
    const advice = await within(await screen.findByRole('region', { name: 'Lato A' })).findByRole(
      'list',
      { name: 'Consigli sul suono di Overs.wav' },
    );
    expect(advice).toHaveTextContent('Picco reale +0,4 dBTP: ci sono over.');
    expect(advice).toHaveTextContent(
      'Bassi fuori fase a 1:32: il taglio potrebbe non venire pulito.',
    );
    expect(screen.getByTestId('analysis-facts')).toHaveTextContent('Loudness −11,2 LUFS');
    expect(screen.getByRole('img', { name: "Forma d'onda di Overs.wav" })).toBeInTheDocument();
  });

  it('shows progress while the server measures, asks again, and stops asking once done', async () => {
    let calls = 0;
    const { api } = open([], {
      'GET /api/vinyls/v1/side_a_tracks': () => {
        calls += 1;
        const status = calls === 1 ? 'pending' : calls === 2 ? 'running' : 'done';
        return side([analysedTrack('t1', 'Song.wav', 200, { status })]);
      },
      'GET /api/audio/t1/peaks': { body: peaksDocument },
    });
    expect(await screen.findByText('Waiting to check the sound…')).toBeInTheDocument();
    // The page works meanwhile: nothing is blocked.
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
    expect(await screen.findByText('Checking the sound…')).toBeInTheDocument();
    expect(
      await screen.findByText('Ready to cut: nothing to fix in this track.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Side A: nothing to fix before cutting.')).toBeInTheDocument();
    const asked = api.callsTo('GET', '/api/vinyls/v1/side_a_tracks').length;
    expect(asked).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, ANALYSIS_POLL_MS * 1.5));
    expect(api.callsTo('GET', '/api/vinyls/v1/side_a_tracks')).toHaveLength(asked);
  }, 30_000);

  it('says when a file could not be analysed, and the order goes on', async () => {
    open([analysedTrack('t1', 'Broken.wav', 200, { status: 'failed', error: 'ffmpeg timed out' })]);
    expect(await screen.findByTestId('analysis-failed')).toHaveTextContent(
      'We could not analyse this file. You can still order',
    );
    expect(screen.getByTestId('analysis-failed')).toHaveTextContent('Reason: ffmpeg timed out');
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
  });

  it("shows the side's advice from the server", async () => {
    open([analysedTrack('t1', 'Song.wav', 200)], {
      'GET /api/vinyls/v1/side_a_tracks': {
        body: {
          ...side([analysedTrack('t1', 'Song.wav', 200)]).body,
          meta: {
            ...side([analysedTrack('t1', 'Song.wav', 200)]).body.meta,
            audio_warnings: [
              {
                code: 'side_long_and_loud',
                severity: 'warning',
                params: { side: 'A', minutes: 22, lufs: -8, advised_minutes: 18 },
              },
            ],
          },
        },
      },
      'GET /api/audio/t1/peaks': { body: peaksDocument },
    });
    const advice = await screen.findByRole('list', { name: 'Sound advice for side A' });
    expect(advice).toHaveTextContent(
      'Side A is 22.0 minutes at −8.0 LUFS: at this length the cut will be quieter.',
    );
    expect(advice).toHaveTextContent('consider moving a track to the other side');
  });

  it('lets the customer set the gap after a track, saved with the track', async () => {
    const user = userEvent.setup();
    const tracks = [analysedTrack('t1', 'One.wav', 100), analysedTrack('t2', 'Two.wav', 80)];
    const { api } = open(tracks, {
      'PATCH /api/vinyls/v1/tracks/t1': {
        body: {
          data: [
            {
              ...side([analysedTrack('t1', 'One.wav', 100, {}, 4.5), tracks[1]!]).body,
              vinyl_id: 'v1',
            },
          ],
        },
      },
      'GET /api/audio/t1/peaks': { body: peaksDocument },
      'GET /api/audio/t2/peaks': { body: peaksDocument },
    });
    const player = await screen.findByRole('region', { name: 'Listen to side A' });
    expect(within(player).getByText('0:00 / 3:02')).toBeInTheDocument();
    const gap = within(player).getByLabelText('Gap after One.wav');
    expect(gap).toHaveValue('2 s');
    expect(within(player).queryByLabelText('Gap after Two.wav')).toBeNull();
    await user.clear(gap);
    await user.type(gap, '4.5');
    await user.tab();
    await waitFor(() => expect(api.callsTo('PATCH', '/api/vinyls/v1/tracks/t1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/vinyls/v1/tracks/t1')[0]?.body).toEqual({
      data: { type: 'audio', id: 't1', attributes: { gap_after: 4.5 } },
    });
    // 100 s + 4.5 s + 80 s: the side as it will be cut.
    expect(await within(player).findByText('0:00 / 3:04')).toBeInTheDocument();
  });
});
