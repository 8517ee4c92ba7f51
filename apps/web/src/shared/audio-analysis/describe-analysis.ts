import { formatNumber, type MoneyLocale } from '@vinyl/domain';
import type { AnalysisMeasurements, AnalysisWarning } from './analysis-resource';

/** The codes this file words (the domain's track and side codes; checked by a test). */
export const WORDED_CODES = [
  'true_peak_over',
  'clipping',
  'bass_out_of_phase',
  'leading_silence',
  'trailing_silence',
  'low_sample_rate',
  'too_loud',
  'too_quiet',
  'mono',
  'side_long_and_loud',
  'side_volume',
  'side_loudness_spread',
] as const;

type Values = Record<string, string | number>;

/** A verdict ready for `t`: the keys of its two sentences and the values they show. */
export interface WordedWarning {
  code: string;
  severity: AnalysisWarning['severity'];
  title: string;
  advice: string;
  values: Values;
  /** Values that are words to translate first (a volume level), as their text keys. */
  wordKeys: Record<string, string>;
}

/** The values of a verdict with its words translated by `t`. */
export function wordedValues(worded: WordedWarning, t: (key: string) => string): Values {
  const values = { ...worded.values };
  for (const [name, key] of Object.entries(worded.wordKeys)) values[name] = t(key);
  return values;
}

const one = (lang: MoneyLocale, value: number) =>
  formatNumber(value, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "+0.4", "−9.8": levels keep their sign, as a meter shows them. */
export function formatLevel(value: number, lang: MoneyLocale, digits = 1): string {
  const shown = (abs: number) =>
    formatNumber(abs, lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (Math.round(value * 10 ** digits) === 0) return shown(0);
  return value > 0 ? `+${shown(value)}` : `−${shown(-value)}`;
}

/** "1:32" (minutes:seconds), where in a track something happens. */
export function formatAt(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const num = (params: AnalysisWarning['params'], key: string): number => {
  const value = params[key];
  return typeof value === 'number' ? value : Number(value ?? 0);
};

const khz = (lang: MoneyLocale, hertz: number) =>
  formatNumber(hertz / 1000, lang, { maximumFractionDigits: 1 });

/** The values each code's sentences show, in the shown language. */
function valuesOf(warning: AnalysisWarning, lang: MoneyLocale): Values | undefined {
  const { params } = warning;
  const side = String(params.side ?? '');
  const minutes = one(lang, num(params, 'minutes'));
  const advised = formatNumber(num(params, 'advised_minutes'), lang, { maximumFractionDigits: 1 });
  switch (warning.code) {
    case 'true_peak_over':
      return {
        peak: formatLevel(num(params, 'true_peak_dbtp'), lang),
        max: formatLevel(num(params, 'max'), lang),
      };
    case 'clipping':
      return { count: formatNumber(num(params, 'clipped_samples'), lang) };
    case 'bass_out_of_phase':
      return { at: formatAt(num(params, 'at')) };
    case 'leading_silence':
    case 'trailing_silence':
      return { seconds: one(lang, num(params, 'seconds')) };
    case 'low_sample_rate':
      return { rate: khz(lang, num(params, 'sample_rate')), min: khz(lang, num(params, 'min')) };
    case 'too_loud':
      return {
        lufs: formatLevel(num(params, 'lufs'), lang),
        max: formatLevel(num(params, 'max'), lang),
      };
    case 'too_quiet':
      return {
        lufs: formatLevel(num(params, 'lufs'), lang),
        min: formatLevel(num(params, 'min'), lang),
      };
    case 'mono':
      return {};
    case 'side_long_and_loud':
      return { side, minutes, advised, lufs: formatLevel(num(params, 'lufs'), lang) };
    case 'side_volume':
      return { side, minutes, advised, level: String(params.level ?? 'low') };
    case 'side_loudness_spread':
      return { side, spread: one(lang, num(params, 'spread')) };
    default:
      return undefined;
  }
}

/**
 * A server warning (code + params) as the keys of its two sentences — what was found, then
 * why it matters and what to do — and their values. A code this web does not know yet is
 * shown as its code rather than hidden.
 */
export function describeWarning(warning: AnalysisWarning, lang: MoneyLocale): WordedWarning {
  const values = valuesOf(warning, lang);
  const code = values ? warning.code : 'unknown';
  return {
    code: warning.code,
    severity: warning.severity,
    title: `warnings.${code}.title`,
    advice: `warnings.${code}.advice`,
    values: values ?? { code: warning.code },
    wordKeys:
      warning.code === 'side_volume' && values ? { level: `level.${String(values.level)}` } : {},
  };
}

/** One measured fact: its label key and its value already worded (or a key to translate). */
export interface MeasuredFact {
  key: string;
  label: string;
  value: string | { key: string; values?: Values };
}

/** What was measured, in the order a cutting engineer reads it. */
export function describeMeasurements(m: AnalysisMeasurements, lang: MoneyLocale): MeasuredFact[] {
  const orDash = <T>(value: T | null, show: (value: T) => MeasuredFact['value']) =>
    value === null ? { key: 'facts.unknown' } : show(value);
  const channels =
    m.channels === 1
      ? { key: 'facts.mono' }
      : m.channels === 2
        ? { key: 'facts.stereo' }
        : { key: 'facts.channelsValue', values: { count: m.channels } };
  return [
    { key: 'duration', label: 'facts.duration', value: formatAt(m.duration) },
    {
      key: 'sampleRate',
      label: 'facts.sampleRate',
      value: { key: 'facts.sampleRateValue', values: { value: khz(lang, m.sample_rate) } },
    },
    {
      key: 'bitDepth',
      label: 'facts.bitDepth',
      value: orDash(m.bits_per_sample, (bits) => ({
        key: 'facts.bitDepthValue',
        values: { value: bits },
      })),
    },
    { key: 'channels', label: 'facts.channels', value: channels },
    {
      key: 'loudness',
      label: 'facts.loudness',
      value: orDash(m.integrated_lufs, (lufs) => ({
        key: 'facts.loudnessValue',
        values: { value: formatLevel(lufs, lang) },
      })),
    },
    {
      key: 'truePeak',
      label: 'facts.truePeak',
      value: orDash(m.true_peak_dbtp, (peak) => ({
        key: 'facts.truePeakValue',
        values: { value: formatLevel(peak, lang) },
      })),
    },
    { key: 'clipped', label: 'facts.clipped', value: formatNumber(m.clipped_samples, lang) },
    {
      key: 'correlation',
      label: 'facts.correlation',
      value: orDash(m.low_band_correlation, (value) => formatLevel(value, lang, 2)),
    },
    {
      key: 'silence',
      label: 'facts.silence',
      value: {
        key: 'facts.silenceValue',
        values: { start: one(lang, m.leading_silence), end: one(lang, m.trailing_silence) },
      },
    },
  ];
}
