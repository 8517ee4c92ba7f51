import { describe, expect, it } from 'vitest';
import { audioCheckLines } from './job-sheet-audio';
import type { SummarySide } from './summary.view';

const track = (analysis: NonNullable<SummarySide['tracks'][number]['analysis']>) => ({
  id: 'x',
  title: 'Song',
  artist: null,
  duration: 180,
  analysis,
});

describe('the job sheet audio check', () => {
  it('names each finding of the side and of its tracks, in the plant words', () => {
    const side: SummarySide = {
      side: 'a',
      duration: 1320,
      limit: 1500,
      exceeded: false,
      audio_warnings: [
        {
          code: 'side_long_and_loud',
          severity: 'warning',
          params: { side: 'A', minutes: 22, lufs: -8, advised_minutes: 20 },
        },
      ],
      tracks: [
        track({ status: 'done', measurements: {}, warnings: [] }),
        track({
          status: 'done',
          measurements: {},
          warnings: [
            {
              code: 'true_peak_over',
              severity: 'warning',
              params: { true_peak_dbtp: 0.4, max: -1 },
            },
            {
              code: 'bass_out_of_phase',
              severity: 'warning',
              params: { at: 92, correlation: -0.6 },
            },
            { code: 'leading_silence', severity: 'info', params: { seconds: 3 } },
          ],
        }),
      ],
    };
    expect(audioCheckLines(side, 'A')).toEqual([
      'Audio check:',
      '22 min at -8 LUFS: will cut quieter (keep under 20 min)',
      'A2 true peak +0.4 dBTP (max -1)',
      'A2 bass out of phase at 01:32 (corr. -0.6)',
    ]);
  });

  it('says nothing was found, or how many tracks are not analysed yet', () => {
    const side: SummarySide = {
      side: 'b',
      duration: 360,
      limit: 1500,
      exceeded: false,
      tracks: [track({ status: 'pending', measurements: null, warnings: [] })],
    };
    expect(audioCheckLines(side, 'B')).toEqual(['Audio check: nothing found (1 not analysed)']);
    expect(audioCheckLines({ ...side, tracks: [] }, 'B')).toEqual([]);
  });
});
