import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default';
import { CatalogSchema } from '../catalogue/schema';
import {
  type AudioMeasurements,
  sideAudioWarnings,
  sideIntegratedLufs,
  trackAudioWarnings,
} from './analysis';
import { audioChecksOf, DEFAULT_AUDIO_CHECKS, TrackGapSchema } from './analysis-checks';

const clean: AudioMeasurements = {
  duration: 180,
  sampleRate: 44100,
  bitsPerSample: 24,
  channels: 2,
  integratedLufs: -14,
  truePeakDbtp: -1.5,
  clippedSamples: 0,
  lowBandCorrelation: 0.9,
  lowBandOutOfPhaseAt: null,
  leadingSilence: 0.2,
  trailingSilence: 1,
};
const codes = (m: Partial<AudioMeasurements>): string[] =>
  trackAudioWarnings({ ...clean, ...m }, DEFAULT_AUDIO_CHECKS).map((w) => w.code);

describe('trackAudioWarnings', () => {
  it('says nothing about a clean vinyl master', () => {
    expect(trackAudioWarnings(clean, DEFAULT_AUDIO_CHECKS)).toEqual([]);
  });

  it.each([
    [{ truePeakDbtp: 0.4 }, 'true_peak_over'],
    [{ clippedSamples: 12 }, 'clipping'],
    [{ lowBandCorrelation: -0.6, lowBandOutOfPhaseAt: 92 }, 'bass_out_of_phase'],
    [{ leadingSilence: 3 }, 'leading_silence'],
    [{ trailingSilence: 6 }, 'trailing_silence'],
    [{ sampleRate: 32000 }, 'low_sample_rate'],
    [{ integratedLufs: -5 }, 'too_loud'],
    [{ integratedLufs: -26 }, 'too_quiet'],
    [{ channels: 1, lowBandCorrelation: null }, 'mono'],
  ] as const)('%o → %s', (m, code) => {
    expect(codes(m)).toEqual([code]);
  });

  it('gives the numbers the message needs', () => {
    const [over, phase] = trackAudioWarnings(
      { ...clean, truePeakDbtp: 0.43, lowBandCorrelation: -0.613, lowBandOutOfPhaseAt: 92.04 },
      DEFAULT_AUDIO_CHECKS,
    );
    expect(over).toEqual({
      code: 'true_peak_over',
      severity: 'warning',
      params: { true_peak_dbtp: 0.4, max: -1 },
    });
    expect(phase?.params).toEqual({ at: 92, correlation: -0.61 });
  });

  it('follows the thresholds the plant sets', () => {
    const lenient = { ...DEFAULT_AUDIO_CHECKS, maxTruePeakDbtp: 1, maxClippedSamples: 100 };
    expect(
      trackAudioWarnings({ ...clean, truePeakDbtp: 0.4, clippedSamples: 12 }, lenient),
    ).toEqual([]);
  });
});

describe('sideAudioWarnings', () => {
  const side = { side: 'A', rpm: '33', sizeInches: '12' } as const;

  it('tells a 22-minute side at −8 LUFS that it will be cut quieter', () => {
    const tracks = [
      { ...clean, duration: 660, integratedLufs: -8 },
      { ...clean, duration: 660, integratedLufs: -8 },
    ];
    const [warning] = sideAudioWarnings(
      { ...side, durationSeconds: 1320, tracks },
      DEFAULT_AUDIO_CHECKS,
    );
    expect(warning).toEqual({
      code: 'side_long_and_loud',
      severity: 'warning',
      params: { side: 'A', minutes: 22, lufs: -8, advised_minutes: 20 },
    });
  });

  it('keeps the volume advice for a long side at a moderate level, nothing for a short one', () => {
    const long = sideAudioWarnings(
      { ...side, durationSeconds: 1000, tracks: [{ ...clean, duration: 1000 }] },
      DEFAULT_AUDIO_CHECKS,
    );
    expect(long.map((w) => [w.code, w.params.level])).toEqual([['side_volume', 'low']]);
    expect(
      sideAudioWarnings({ ...side, durationSeconds: 600, tracks: [clean] }, DEFAULT_AUDIO_CHECKS),
    ).toEqual([]);
  });

  it('notes tracks far apart in loudness', () => {
    const tracks = [clean, { ...clean, integratedLufs: -22 }];
    expect(
      sideAudioWarnings({ ...side, durationSeconds: 360, tracks }, DEFAULT_AUDIO_CHECKS)[0],
    ).toMatchObject({ code: 'side_loudness_spread', params: { spread: 8 } });
  });

  it('combines loudness by energy and duration', () => {
    expect(sideIntegratedLufs([clean, clean])).toBe(-14);
    expect(sideIntegratedLufs([{ ...clean, integratedLufs: null }])).toBeNull();
  });
});

describe('audio checks in the catalogue', () => {
  it('ships the defaults and refuses nonsense', () => {
    expect(audioChecksOf(defaultCatalogue)).toEqual(DEFAULT_AUDIO_CHECKS);
    expect(audioChecksOf({})).toEqual(DEFAULT_AUDIO_CHECKS);
    const bad = {
      ...defaultCatalogue,
      audioChecks: { ...DEFAULT_AUDIO_CHECKS, minLowBandCorrelation: 2 },
    };
    expect(CatalogSchema.safeParse(bad).success).toBe(false);
  });

  it('allows gaps of 0 to 10 seconds', () => {
    expect(TrackGapSchema.safeParse(0).success).toBe(true);
    expect(TrackGapSchema.safeParse(10).success).toBe(true);
    expect(TrackGapSchema.safeParse(10.5).success).toBe(false);
    expect(TrackGapSchema.safeParse(-1).success).toBe(false);
  });
});
