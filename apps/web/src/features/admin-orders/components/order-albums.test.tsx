import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import type { DetailAlbum } from '../api/order-detail';
import { OrderAlbums } from './order-albums';

const album: DetailAlbum = {
  id: 'a1',
  title: 'Blue Hours',
  author: 'The Tides',
  copies: 1,
  format: '12',
  speed: '33',
  parts: [],
  files: [],
  sides: [
    {
      name: 'A',
      duration: 1320,
      audio_warnings: [
        {
          code: 'side_long_and_loud',
          severity: 'warning',
          params: { side: 'A', minutes: 22, lufs: -8, advised_minutes: 18 },
        },
      ],
      tracks: [
        {
          position: 1,
          title: 'Morning',
          duration: 245,
          audio: {
            codec: 'WAV',
            sample_rate: 44_100,
            bits_per_sample: 24,
            channels: 2,
            lossless: true,
          },
          analysis: {
            status: 'done',
            error: null,
            measurements: {
              duration: 245,
              sample_rate: 44_100,
              bits_per_sample: 24,
              channels: 2,
              integrated_lufs: -8,
              true_peak_dbtp: 0.4,
              clipped_samples: 310,
              low_band_correlation: 0.8,
              low_band_out_of_phase_at: null,
              leading_silence: 0,
              trailing_silence: 0.5,
            },
            warnings: [
              {
                code: 'true_peak_over',
                severity: 'warning',
                params: { true_peak_dbtp: 0.4, max: -1 },
              },
              { code: 'clipping', severity: 'warning', params: { clipped_samples: 310 } },
            ],
          },
        },
        {
          position: 2,
          title: 'Tide',
          duration: 61,
          audio: null,
          analysis: {
            status: 'failed',
            error: 'ffmpeg timed out',
            measurements: null,
            warnings: [],
          },
        },
      ],
    },
  ],
};

describe("the plant's order page: the sound check (issue 19)", () => {
  it('shows each track’s measurements and findings, and the side’s advice', async () => {
    render(
      <AppProviders queryClient={new QueryClient()} env="test">
        <OrderAlbums albums={[album]} />
      </AppProviders>,
    );
    const findings = await screen.findByRole('list', { name: 'Sound advice for A1 Morning' });
    expect(findings).toHaveTextContent('True peak +0.4 dBTP: there are overs.');
    expect(findings).toHaveTextContent('310 clipped samples: the peaks are flattened.');
    const facts = screen.getByTestId('analysis-facts');
    expect(facts).toHaveTextContent('Loudness −8.0 LUFS');
    expect(facts).toHaveTextContent('Clipped samples 310');
    expect(screen.getByTestId('analysis-failed')).toHaveTextContent('Reason: ffmpeg timed out');
    expect(screen.getByRole('list', { name: 'Sound advice for side A' })).toHaveTextContent(
      'Side A is 22.0 minutes at −8.0 LUFS',
    );
    expect(within(screen.getByRole('table')).getByText('WAV 44.1 kHz 24-bit stereo')).toBeVisible();
  });
});
