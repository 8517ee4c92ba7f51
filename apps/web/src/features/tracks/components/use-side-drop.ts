import { useState } from 'react';
import { readAudioFacts } from '../upload/audio-facts';
import { checkDroppedFile, checkDroppedLength, type DropRefusal } from '../upload/check-drop';
import type { SideRef, TrackUploader } from '../upload/track-uploader';

export interface SideDrop {
  ref: SideRef;
  /** Seconds already on the side, uploads on their way included. */
  seconds: number;
  limit: number;
  uploader: TrackUploader;
}

/**
 * What happens to files dropped on a side: each is checked (type, room left, its length
 * read in the browser) before it goes up; refusals stay on screen until dismissed.
 */
export function useSideDrop({ ref, seconds, limit, uploader }: SideDrop) {
  const [refusals, setRefusals] = useState<DropRefusal[]>([]);
  const [checking, setChecking] = useState(false);

  async function drop(files: File[]) {
    setRefusals([]);
    setChecking(true);
    const found: DropRefusal[] = [];
    let side = seconds;
    try {
      for (const file of files) {
        const early = checkDroppedFile(file, side, limit);
        if (early) {
          found.push(early);
          continue;
        }
        const facts = await readAudioFacts(file);
        const late = checkDroppedLength(file.name, facts, side, limit);
        if (late) {
          found.push(late);
          continue;
        }
        uploader.add(file, ref, facts);
        side += facts.duration ?? 0;
      }
    } finally {
      setChecking(false);
      setRefusals(found);
    }
  }

  return { drop, refusals, checking, clear: () => setRefusals([]) };
}
