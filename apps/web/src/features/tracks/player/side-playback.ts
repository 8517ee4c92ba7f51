import {
  afterTrack,
  buildSideQueue,
  locate,
  sideTimeOf,
  type QueueTrack,
  type SideQueue,
} from './side-queue';

/** What the playback needs of an `<audio>` element (a test passes a fake one). */
export interface PlaybackMedia {
  currentTime: number;
  readonly paused: boolean;
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: 'ended', listener: () => void): void;
  removeEventListener(type: 'ended', listener: () => void): void;
}

export interface PlaybackState {
  playing: boolean;
  /** Seconds from the start of the side (tracks and gaps). */
  position: number;
  /** The track playing or last played; in a gap, the track before it. */
  index: number;
  phase: 'track' | 'gap' | 'end';
  /** The browser refused to play (a format it cannot play, a network error). */
  failed: boolean;
}

export interface PlaybackClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: PlaybackClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/**
 * Plays a side's tracks back to back with each track's gap (issue 19): one media element per
 * track (the waveform of each track follows its own element), silence between them timed
 * by the clock. `sample()` reads the position; `subscribe` hears every change of state.
 */
export class SidePlayback {
  private queue: SideQueue;
  private state: PlaybackState = {
    playing: false,
    position: 0,
    index: 0,
    phase: 'track',
    failed: false,
  };
  private gapTimer: unknown = null;
  private gapStartedAt = 0;
  private gapFrom = 0;
  private readonly listeners = new Set<() => void>();
  private readonly media = new Map<string, PlaybackMedia>();
  private readonly ended = new Map<string, () => void>();

  constructor(
    tracks: readonly QueueTrack[],
    private readonly createMedia: (track: QueueTrack) => PlaybackMedia,
    private readonly clock: PlaybackClock = realClock,
  ) {
    this.queue = buildSideQueue(tracks);
  }

  get sideQueue(): SideQueue {
    return this.queue;
  }

  /** A track's place in the queue (-1: not playable). */
  indexOf(id: string): number {
    return this.queue.items.findIndex((item) => item.id === id);
  }

  /** The element that plays a track (made once; its waveform binds to it). */
  mediaOf(index: number): PlaybackMedia | undefined {
    const item = this.queue.items[index];
    if (!item) return undefined;
    let media = this.media.get(item.id);
    if (!media) {
      media = this.createMedia(item);
      const onEnded = () => this.trackEnded(item.id);
      media.addEventListener('ended', onEnded);
      this.media.set(item.id, media);
      this.ended.set(item.id, onEnded);
    }
    return media;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): PlaybackState => this.state;

  /** The state with the position read now (the elements move on their own). */
  sample(): PlaybackState {
    const { state } = this;
    if (!state.playing) return state;
    if (state.phase === 'gap') {
      const elapsed = (this.clock.now() - this.gapStartedAt) / 1000;
      const item = this.queue.items[state.index];
      return {
        ...state,
        position: Math.min(this.gapFrom + elapsed, item?.next ?? this.queue.total),
      };
    }
    const media = this.mediaOf(state.index);
    return { ...state, position: sideTimeOf(this.queue, state.index, media?.currentTime ?? 0) };
  }

  play(): void {
    if (this.state.playing) return;
    const from =
      this.state.phase === 'end' || this.state.position >= this.queue.total
        ? 0
        : this.state.position;
    this.startAt(from);
  }

  pause(): void {
    const sampled = this.sample();
    this.stopEverything();
    this.set({ ...sampled, playing: false });
  }

  toggle(): void {
    if (this.state.playing) this.pause();
    else this.play();
  }

  /** Jumps to a second of the side (the slider), playing on if it was playing. */
  seek(position: number): void {
    const playing = this.state.playing;
    this.stopEverything();
    if (playing) this.startAt(position);
    else this.park(position);
  }

  /** Jumps to a moment of one track (a click on its waveform). */
  seekTrack(index: number, offset: number): void {
    this.seek(sideTimeOf(this.queue, index, offset));
  }

  /** A new list of tracks or gaps: keeps the place if it can. */
  update(tracks: readonly QueueTrack[]): void {
    const wasPlaying = this.state.playing;
    const position = this.sample().position;
    this.stopEverything();
    for (const [id, media] of this.media) {
      if (!tracks.some((track) => track.id === id)) {
        const onEnded = this.ended.get(id);
        if (onEnded) media.removeEventListener('ended', onEnded);
        this.media.delete(id);
      }
    }
    this.queue = buildSideQueue(tracks);
    if (wasPlaying) this.startAt(Math.min(position, this.queue.total));
    else this.park(Math.min(position, this.queue.total));
  }

  destroy(): void {
    this.stopEverything();
    for (const [id, media] of this.media) {
      const onEnded = this.ended.get(id);
      if (onEnded) media.removeEventListener('ended', onEnded);
    }
    this.media.clear();
    this.listeners.clear();
  }

  private park(position: number): void {
    const place = locate(this.queue, position);
    if (place.phase === 'track') {
      const media = this.mediaOf(place.index);
      if (media) media.currentTime = place.offset;
    }
    this.set({
      playing: false,
      position: Math.min(Math.max(0, position), this.queue.total),
      index: place.index,
      phase: place.phase,
      failed: false,
    });
  }

  private startAt(position: number): void {
    const place = locate(this.queue, position);
    if (place.phase === 'end') {
      this.set({
        ...this.state,
        playing: false,
        position: this.queue.total,
        index: place.index,
        phase: 'end',
      });
      return;
    }
    if (place.phase === 'gap') {
      this.startGap(place.index, place.remaining);
      return;
    }
    this.startTrack(place.index, place.offset);
  }

  private startTrack(index: number, offset: number): void {
    const media = this.mediaOf(index);
    if (!media) return;
    media.currentTime = offset;
    this.set({
      playing: true,
      position: sideTimeOf(this.queue, index, offset),
      index,
      phase: 'track',
      failed: false,
    });
    media.play().catch(() => {
      if (this.state.index === index && this.state.phase === 'track') {
        this.set({ ...this.state, playing: false, failed: true });
      }
    });
  }

  private startGap(index: number, remaining: number): void {
    const item = this.queue.items[index];
    if (!item) return;
    this.gapFrom = item.next - remaining;
    this.gapStartedAt = this.clock.now();
    this.set({ playing: true, position: this.gapFrom, index, phase: 'gap', failed: false });
    this.gapTimer = this.clock.setTimeout(() => {
      this.gapTimer = null;
      this.startTrack(index + 1, 0);
    }, remaining * 1000);
  }

  private trackEnded(id: string): void {
    const { index, phase, playing } = this.state;
    if (!playing || phase !== 'track' || this.queue.items[index]?.id !== id) return;
    const next = afterTrack(this.queue, index);
    if (!next) {
      this.set({ ...this.state, playing: false, position: this.queue.total, phase: 'end' });
    } else if (next.gap > 0) {
      this.startGap(index, next.gap);
    } else {
      this.startTrack(next.nextIndex, 0);
    }
  }

  private stopEverything(): void {
    if (this.gapTimer !== null) this.clock.clearTimeout(this.gapTimer);
    this.gapTimer = null;
    for (const media of this.media.values()) if (!media.paused) media.pause();
  }

  private set(next: PlaybackState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
