import type { Format, Rpm } from '../catalogue/values';
import type { AudioChecks } from './analysis-checks';
import { calculateVolumeAdvice } from './volume';

/** What ffmpeg measured in one decoded audio file (issue 19). Levels dB, times seconds. */
export interface AudioMeasurements {
  duration: number;
  sampleRate: number;
  bitsPerSample: number | null;
  channels: number;
  integratedLufs: number | null;
  truePeakDbtp: number | null;
  clippedSamples: number;
  /** Worst windowed correlation below ~150 Hz, −1..1; null for mono or silence. */
  lowBandCorrelation: number | null;
  /** Start of the worst window, seconds, when it is below the threshold. */
  lowBandOutOfPhaseAt: number | null;
  leadingSilence: number;
  trailingSilence: number;
}

export type AudioWarningSeverity = 'info' | 'warning';

/**
 * One finding for the customer. Messages are not here: the web (it/en) and the server's
 * job sheet render `code` with `params` (snake_case keys, numbers rounded for display).
 */
export interface AudioWarning {
  code: AudioWarningCode;
  severity: AudioWarningSeverity;
  params: Record<string, number | string>;
}

export const TRACK_AUDIO_WARNING_CODES = [
  'true_peak_over',
  'clipping',
  'bass_out_of_phase',
  'leading_silence',
  'trailing_silence',
  'low_sample_rate',
  'too_loud',
  'too_quiet',
  'mono',
] as const;
export const SIDE_AUDIO_WARNING_CODES = [
  'side_long_and_loud',
  'side_volume',
  'side_loudness_spread',
] as const;
export type AudioWarningCode =
  (typeof TRACK_AUDIO_WARNING_CODES)[number] | (typeof SIDE_AUDIO_WARNING_CODES)[number];

const round1 = (value: number): number => Math.round(value * 10) / 10;
const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * Track findings, worst first, as a cutting engineer would list them: overs and clipping
 * distort the lacquer, out-of-phase bass makes the stylus jump (vertical modulation), then
 * the facts worth a word (silences, resolution, loudness). Nothing here blocks an order.
 */
export function trackAudioWarnings(m: AudioMeasurements, checks: AudioChecks): AudioWarning[] {
  const out: AudioWarning[] = [];
  const warn = (code: AudioWarningCode, params: AudioWarning['params']): void => {
    out.push({ code, severity: 'warning', params });
  };
  const info = (code: AudioWarningCode, params: AudioWarning['params']): void => {
    out.push({ code, severity: 'info', params });
  };
  if (m.truePeakDbtp !== null && m.truePeakDbtp > checks.maxTruePeakDbtp) {
    warn('true_peak_over', { true_peak_dbtp: round1(m.truePeakDbtp), max: checks.maxTruePeakDbtp });
  }
  if (m.clippedSamples > checks.maxClippedSamples) {
    warn('clipping', { clipped_samples: m.clippedSamples });
  }
  if (m.lowBandCorrelation !== null && m.lowBandCorrelation < checks.minLowBandCorrelation) {
    warn('bass_out_of_phase', {
      at: round1(m.lowBandOutOfPhaseAt ?? 0),
      correlation: round2(m.lowBandCorrelation),
    });
  }
  if (m.sampleRate < checks.minSampleRate) {
    warn('low_sample_rate', { sample_rate: m.sampleRate, min: checks.minSampleRate });
  }
  if (m.integratedLufs !== null && m.integratedLufs > checks.maxIntegratedLufs) {
    info('too_loud', { lufs: round1(m.integratedLufs), max: checks.maxIntegratedLufs });
  }
  if (m.integratedLufs !== null && m.integratedLufs < checks.minIntegratedLufs) {
    info('too_quiet', { lufs: round1(m.integratedLufs), min: checks.minIntegratedLufs });
  }
  if (m.leadingSilence > checks.maxLeadingSilence) {
    info('leading_silence', { seconds: round1(m.leadingSilence) });
  }
  if (m.trailingSilence > checks.maxTrailingSilence) {
    info('trailing_silence', { seconds: round1(m.trailingSilence) });
  }
  if (m.channels === 1) info('mono', {});
  return out;
}

export interface SideAudio {
  /** The side's letter as shown (A–D). */
  side: string;
  durationSeconds: number;
  /** Measured tracks of the side, in order (tracks still being analysed are left out). */
  tracks: readonly AudioMeasurements[];
  rpm: Rpm;
  sizeInches: Format;
}

/**
 * The loudness of a whole side: tracks' integrated loudness combined by energy weighted
 * with their duration (BS.1770 gating per track is kept; a fair approximation of the side).
 */
export function sideIntegratedLufs(tracks: readonly AudioMeasurements[]): number | null {
  let energy = 0;
  let seconds = 0;
  for (const track of tracks) {
    if (track.integratedLufs === null || track.duration <= 0) continue;
    energy += 10 ** (track.integratedLufs / 10) * track.duration;
    seconds += track.duration;
  }
  return seconds > 0 ? round1(10 * Math.log10(energy / seconds)) : null;
}

/**
 * Side findings: the existing volume advice (spec 2 §9) joined by loudness — a long side
 * cut loud forces narrower grooves, so it is cut quieter anyway; tracks far apart in
 * loudness will jump in level one after the other.
 */
export function sideAudioWarnings(side: SideAudio, checks: AudioChecks): AudioWarning[] {
  const out: AudioWarning[] = [];
  const minutes = round1(side.durationSeconds / 60);
  const advice = calculateVolumeAdvice(side.sizeInches, side.rpm, side.durationSeconds);
  const lufs = sideIntegratedLufs(side.tracks);
  const long = advice !== undefined && (advice.level === 'low' || advice.level === 'very low');
  if (long && lufs !== null && lufs > checks.loudSideLufs) {
    out.push({
      code: 'side_long_and_loud',
      severity: 'warning',
      params: { side: side.side, minutes, lufs, advised_minutes: advice.advisedMinutes ?? minutes },
    });
  } else if (long) {
    out.push({
      code: 'side_volume',
      severity: 'info',
      params: {
        side: side.side,
        minutes,
        level: advice.level,
        advised_minutes: advice.advisedMinutes ?? minutes,
      },
    });
  }
  const levels = side.tracks.flatMap((t) => (t.integratedLufs === null ? [] : [t.integratedLufs]));
  if (levels.length > 1) {
    const spread = round1(Math.max(...levels) - Math.min(...levels));
    if (spread > checks.maxSideLoudnessSpread) {
      out.push({
        code: 'side_loudness_spread',
        severity: 'info',
        params: { side: side.side, spread },
      });
    }
  }
  return out;
}
