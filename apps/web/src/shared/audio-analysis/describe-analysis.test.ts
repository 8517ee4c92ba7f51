import { SIDE_AUDIO_WARNING_CODES, TRACK_AUDIO_WARNING_CODES } from '@vinyl/domain';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AnalysisWarning } from './analysis-resource';
import {
  describeMeasurements,
  describeWarning,
  formatAt,
  formatLevel,
  wordedValues,
  WORDED_CODES,
} from './describe-analysis';
import en from './locales/en.json';
import italian from './locales/it.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Every value a code may carry, as the domain fills them. */
const SAMPLE_PARAMS: Record<string, AnalysisWarning['params']> = {
  true_peak_over: { true_peak_dbtp: 0.4, max: -1 },
  clipping: { clipped_samples: 1234 },
  bass_out_of_phase: { at: 92.4, correlation: -0.62 },
  leading_silence: { seconds: 3 },
  trailing_silence: { seconds: 6.5 },
  low_sample_rate: { sample_rate: 22_050, min: 44_100 },
  too_loud: { lufs: -5.2, max: -7 },
  too_quiet: { lufs: -24, min: -20 },
  mono: {},
  side_long_and_loud: { side: 'A', minutes: 22, lufs: -8, advised_minutes: 18 },
  side_volume: { side: 'B', minutes: 21.5, level: 'very low', advised_minutes: 18 },
  side_loudness_spread: { side: 'A', spread: 6.3 },
};

async function translator(lang: 'en' | 'it') {
  const i18n = createInstance();
  await i18n.init({
    lng: lang,
    ns: ['audioAnalysis'],
    defaultNS: 'audioAnalysis',
    resources: { en: { audioAnalysis: en }, it: { audioAnalysis: italian } },
    interpolation: { escapeValue: false },
  });
  return (warning: AnalysisWarning) => {
    const worded = describeWarning(warning, lang);
    const values = wordedValues(worded, (key) => i18n.t(key));
    return {
      title: i18n.t(worded.title, values),
      advice: i18n.t(worded.advice, values),
    };
  };
}

describe('sound check verdicts (issue 19)', () => {
  it('Italian and English have the same keys', () => {
    expect(keys(italian).sort()).toEqual(keys(en).sort());
  });

  it("words every code the domain sends, and nothing it doesn't", () => {
    expect([...WORDED_CODES].sort()).toEqual(
      [...TRACK_AUDIO_WARNING_CODES, ...SIDE_AUDIO_WARNING_CODES].sort(),
    );
    expect(Object.keys(SAMPLE_PARAMS).sort()).toEqual([...WORDED_CODES].sort());
  });

  it.each(['en', 'it'] as const)(
    'every code says what was found and what to do, every value filled (%s)',
    async (lang) => {
      const say = await translator(lang);
      for (const code of WORDED_CODES) {
        const { title, advice } = say({ code, severity: 'warning', params: SAMPLE_PARAMS[code]! });
        expect(title, code).not.toMatch(/\{\{|warnings\.|undefined|NaN/);
        expect(advice, code).not.toMatch(/\{\{|warnings\.|undefined|NaN/);
        expect(title.length, code).toBeGreaterThan(10);
        expect(advice.length, code).toBeGreaterThan(20);
      }
    },
  );

  it('says the issue examples in both languages', async () => {
    const en = await translator('en');
    const it_ = await translator('it');
    const overs = {
      code: 'true_peak_over',
      severity: 'warning' as const,
      params: SAMPLE_PARAMS.true_peak_over!,
    };
    expect(en(overs).title).toBe('True peak +0.4 dBTP: there are overs.');
    expect(en(overs).advice).toContain('vinyl master at −1.0 dBTP or lower');
    expect(it_(overs).title).toBe('Picco reale +0,4 dBTP: ci sono over.');
    const phase = {
      code: 'bass_out_of_phase',
      severity: 'warning' as const,
      params: SAMPLE_PARAMS.bass_out_of_phase!,
    };
    expect(en(phase).title).toBe('Bass out of phase at 1:32: it may not cut cleanly.');
    expect(it_(phase).title).toBe('Bassi fuori fase a 1:32: il taglio potrebbe non venire pulito.');
    const side = {
      code: 'side_long_and_loud',
      severity: 'warning' as const,
      params: SAMPLE_PARAMS.side_long_and_loud!,
    };
    expect(en(side).title).toBe(
      'Side A is 22.0 minutes at −8.0 LUFS: at this length the cut will be quieter.',
    );
    expect(en(side).advice).toContain('keep the side under 18 minutes');
    const volume = {
      code: 'side_volume',
      severity: 'info' as const,
      params: SAMPLE_PARAMS.side_volume!,
    };
    expect(it_(volume).title).toBe(
      'Il lato B dura 21,5 minuti: il volume del taglio sarà molto basso.',
    );
  });

  it('shows a code it does not know as its code', () => {
    expect(describeWarning({ code: 'new_rule', severity: 'info', params: {} }, 'en')).toMatchObject(
      {
        title: 'warnings.unknown.title',
        values: { code: 'new_rule' },
      },
    );
  });

  it('formats levels with their sign and times as minutes:seconds', () => {
    expect(formatLevel(0.44, 'en')).toBe('+0.4');
    expect(formatLevel(-9.76, 'it')).toBe('−9,8');
    expect(formatLevel(0.01, 'en')).toBe('0.0');
    expect(formatLevel(-0.624, 'en', 2)).toBe('−0.62');
    expect(formatAt(92.9)).toBe('1:32');
    expect(formatAt(3600)).toBe('60:00');
  });

  it('lists the facts, a dash where nothing could be measured', () => {
    const facts = describeMeasurements(
      {
        duration: 61,
        sample_rate: 96_000,
        bits_per_sample: null,
        channels: 1,
        integrated_lufs: null,
        true_peak_dbtp: -0.06,
        clipped_samples: 12_000,
        low_band_correlation: null,
        low_band_out_of_phase_at: null,
        leading_silence: 3,
        trailing_silence: 0,
      },
      'en',
    );
    expect(Object.fromEntries(facts.map((fact) => [fact.key, fact.value]))).toEqual({
      duration: '1:01',
      sampleRate: { key: 'facts.sampleRateValue', values: { value: '96' } },
      bitDepth: { key: 'facts.unknown' },
      channels: { key: 'facts.mono' },
      loudness: { key: 'facts.unknown' },
      truePeak: { key: 'facts.truePeakValue', values: { value: '−0.1' } },
      clipped: '12,000',
      correlation: { key: 'facts.unknown' },
      silence: { key: 'facts.silenceValue', values: { start: '3.0', end: '0.0' } },
    });
  });
});
