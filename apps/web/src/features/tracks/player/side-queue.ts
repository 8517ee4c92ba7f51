import { DEFAULT_TRACK_GAP_SECONDS } from '@vinyl/domain';

/** A track as the side's player needs it: what to stream, how long, the gap after it. */
export interface QueueTrack {
  id: string;
  title: string;
  duration: number;
  /** Seconds of silence before the next track (null: the shop's default). */
  gapAfter: number | null;
  streamUrl: string;
}

/** A track placed on the side's timeline, in seconds from the start of the side. */
export interface QueueItem extends QueueTrack {
  start: number;
  end: number;
  /** Where the next track starts: `end` plus the gap (the last track has none). */
  next: number;
}

export interface SideQueue {
  items: QueueItem[];
  /** The side as it will be cut: every track and the gaps between them. */
  total: number;
}

/** Where a moment of the side falls: in a track (its offset), or in the gap after one. */
export type QueuePlace =
  | { phase: 'track'; index: number; offset: number }
  | { phase: 'gap'; index: number; remaining: number }
  | { phase: 'end'; index: number };

const gapOf = (track: QueueTrack) => Math.max(0, track.gapAfter ?? DEFAULT_TRACK_GAP_SECONDS);

/**
 * The side's tracks back to back, as the lathe cuts them (issue 19): each track's gap
 * follows it, except the last one's (the side ends there).
 */
export function buildSideQueue(tracks: readonly QueueTrack[]): SideQueue {
  let at = 0;
  const items = tracks.map((track, index) => {
    const start = at;
    const end = start + Math.max(0, track.duration);
    const next = index === tracks.length - 1 ? end : end + gapOf(track);
    at = next;
    return { ...track, start, end, next };
  });
  return { items, total: at };
}

/** The place of second `time` of the side (clamped to the side). */
export function locate(queue: SideQueue, time: number): QueuePlace {
  const { items } = queue;
  if (items.length === 0) return { phase: 'end', index: 0 };
  if (time >= queue.total) return { phase: 'end', index: items.length - 1 };
  const t = Math.max(0, time);
  const index = items.findIndex((item) => t < item.next);
  const item = items[index];
  if (!item) return { phase: 'end', index: items.length - 1 };
  return t < item.end
    ? { phase: 'track', index, offset: t - item.start }
    : { phase: 'gap', index, remaining: item.next - t };
}

/** Second of the side at `offset` seconds into track `index`. */
export function sideTimeOf(queue: SideQueue, index: number, offset: number): number {
  const item = queue.items[index];
  if (!item) return queue.total;
  return item.start + Math.min(Math.max(0, offset), item.end - item.start);
}

/** What follows the end of track `index`: a gap then the next track, or the side's end. */
export function afterTrack(
  queue: SideQueue,
  index: number,
): { gap: number; nextIndex: number } | null {
  const item = queue.items[index];
  if (!item || index + 1 >= queue.items.length) return null;
  return { gap: item.next - item.end, nextIndex: index + 1 };
}
