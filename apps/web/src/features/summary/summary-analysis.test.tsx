import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AudioAnalysis } from '../../shared/audio-analysis';
import { openSummary } from './testing/open-summary';

const analysis: AudioAnalysis = {
  status: 'done',
  error: null,
  measurements: {
    duration: 245,
    sample_rate: 96_000,
    bits_per_sample: 24,
    channels: 2,
    integrated_lufs: -8.3,
    true_peak_dbtp: 0.4,
    clipped_samples: 0,
    low_band_correlation: -0.5,
    low_band_out_of_phase_at: 92,
    leading_silence: 0,
    trailing_silence: 1,
  },
  warnings: [
    { code: 'true_peak_over', severity: 'warning', params: { true_peak_dbtp: 0.4, max: -1 } },
    { code: 'bass_out_of_phase', severity: 'warning', params: { at: 92, correlation: -0.5 } },
  ],
  peaks_url: '/api/audio/t1/peaks',
  stream_url: '/api/audio/t1/stream',
};

const sideA = {
  body: {
    data: [
      {
        type: 'audio',
        id: 't1',
        attributes: { title: 'Morning', duration: 245, side: 'a', order: 0, exceeded: false },
        meta: { analysis },
      },
      {
        type: 'audio',
        id: 't2',
        attributes: { title: 'Tide', duration: 61, side: 'a', order: 1, exceeded: false },
        meta: { analysis: { ...analysis, status: 'running', measurements: null, warnings: [] } },
      },
    ],
    meta: {
      duration: 306,
      limit: 1320,
      exceeded: false,
      audio_warnings: [
        {
          code: 'side_loudness_spread',
          severity: 'info',
          params: { side: 'A', spread: 5.2 },
        },
      ],
    },
  },
};

// The summary's chunks are loaded once before the clocks of the tests start (busy machines).
beforeAll(async () => {
  await import('./summary-view');
}, 60_000);

describe('summary: the sound check per track and side (issue 19)', () => {
  it('shows each track’s facts and findings, and the side’s, compactly', async () => {
    await openSummary({}, { 'GET /api/vinyls/v1/side_a_tracks': sideA });
    const table = screen.getByRole('table', { name: 'Side A' });
    const facts = await within(table).findByRole('list', { name: 'Sound advice for Morning' });
    expect(facts).toHaveTextContent('True peak +0.4 dBTP: there are overs.');
    expect(facts).toHaveTextContent('Bass out of phase at 1:32');
    // Compact: the findings without the advice.
    expect(facts).not.toHaveTextContent('mastering engineer');
    expect(within(table).getAllByTestId('analysis-facts')[0]).toHaveTextContent(
      'Sample rate 96 kHz',
    );
    expect(within(table).getByText('Checking the sound…')).toBeInTheDocument();
    expect(within(table).getByRole('list', { name: 'Sound advice for side A' })).toHaveTextContent(
      'The tracks on side A differ by 5.2 LU in loudness.',
    );
  });

  it('speaks Italian', async () => {
    await openSummary({}, { 'GET /api/vinyls/v1/side_a_tracks': sideA }, 'it');
    const table = screen.getByRole('table', { name: 'Lato A' });
    expect(
      await within(table).findByRole('list', { name: 'Consigli sul suono di Morning' }),
    ).toHaveTextContent('Picco reale +0,4 dBTP: ci sono over.');
  });
});
