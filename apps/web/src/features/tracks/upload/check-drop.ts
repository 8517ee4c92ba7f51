import {
  ALLOWED_AUDIO_EXTENSIONS,
  calculateRemainingTime,
  checkTrackFits,
  formatDuration,
  isAllowedAudioFile,
} from '@vinyl/domain';
import type { AudioFacts } from './audio-facts';

/** Why a dropped file does not go up (spec 2 §5, §8), as texts with their values. */
export interface DropRefusal {
  key: 'errors.extensionNotAllowed' | 'errors.sideFull' | 'errors.minutesExceeded';
  detail?: { key: 'errors.allowedList' | 'errors.tooLong'; values: Record<string, string> };
}

/** Before reading the file: its type, and whether the side takes anything at all. */
export function checkDroppedFile(
  file: { name: string; type: string },
  sideSeconds: number,
  limit: number,
): DropRefusal | null {
  if (!isAllowedAudioFile(file)) {
    return {
      key: 'errors.extensionNotAllowed',
      detail: { key: 'errors.allowedList', values: { list: ALLOWED_AUDIO_EXTENSIONS.join(', ') } },
    };
  }
  return checkTrackFits(sideSeconds, 0, limit) === 'side_full' ? { key: 'errors.sideFull' } : null;
}

/** Once its duration is read: a track longer than the time left is refused. */
export function checkDroppedLength(
  name: string,
  facts: AudioFacts,
  sideSeconds: number,
  limit: number,
): DropRefusal | null {
  if (facts.duration === null) return null;
  const fit = checkTrackFits(sideSeconds, facts.duration, limit);
  if (fit === 'side_full') return { key: 'errors.sideFull' };
  if (fit === 'ok') return null;
  return {
    key: 'errors.minutesExceeded',
    detail: {
      key: 'errors.tooLong',
      values: {
        name,
        duration: formatDuration(facts.duration),
        remaining: formatDuration(calculateRemainingTime(sideSeconds, limit)),
      },
    },
  };
}
