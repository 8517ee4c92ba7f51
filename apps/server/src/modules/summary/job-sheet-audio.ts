import { type AudioWarning, formatDuration } from '@vinyl/domain';
import type { SummarySide } from './summary.view';

const signed = (value: number | string) => (Number(value) > 0 ? `+${value}` : `${value}`);

/** A finding in the plant's words, short enough for the sheet's column (issue 19). */
export function describeAudioWarning({ code, params: p }: AudioWarning): string {
  switch (code) {
    case 'true_peak_over':
      return `true peak ${signed(p.true_peak_dbtp ?? '')} dBTP (max ${p.max})`;
    case 'clipping':
      return `${p.clipped_samples} clipped samples`;
    case 'bass_out_of_phase':
      return `bass out of phase at ${formatDuration(Number(p.at))} (corr. ${p.correlation})`;
    case 'low_sample_rate':
      return `sample rate ${Number(p.sample_rate) / 1000} kHz`;
    case 'too_loud':
      return `${p.lufs} LUFS: heavily limited`;
    case 'too_quiet':
      return `${p.lufs} LUFS: quiet master`;
    case 'leading_silence':
      return `${p.seconds} s silence at the start`;
    case 'trailing_silence':
      return `${p.seconds} s silence at the end`;
    case 'mono':
      return 'mono';
    case 'side_long_and_loud':
      return `${p.minutes} min at ${p.lufs} LUFS: will cut quieter (keep under ${p.advised_minutes} min)`;
    case 'side_volume':
      return `volume ${p.level}: keep under ${p.advised_minutes} min`;
    case 'side_loudness_spread':
      return `tracks ${p.spread} LU apart in loudness`;
    default:
      return code;
  }
}

/**
 * The "Audio check" of one side for the job sheet: the side's findings, then each track's
 * (A1 …), or how far the analysis is. Empty for a side without tracks.
 */
export function audioCheckLines(side: SummarySide, name: string): string[] {
  if (side.tracks.length === 0) return [];
  const waiting = side.tracks.filter((track) => track.analysis?.status !== 'done').length;
  const found = [
    ...(side.audio_warnings ?? []).map(describeAudioWarning),
    ...side.tracks.flatMap((track, index) =>
      (track.analysis?.warnings ?? [])
        .filter((warning) => warning.severity === 'warning')
        .map((warning) => `${name}${index + 1} ${describeAudioWarning(warning)}`),
    ),
  ];
  const status = waiting > 0 ? ` (${waiting} not analysed)` : '';
  if (found.length === 0) return [`Audio check: nothing found${status}`];
  return [`Audio check${status}:`, ...found];
}
