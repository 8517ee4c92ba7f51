import { describe, expect, it } from 'vitest';
import { SidePlayback, type PlaybackClock, type PlaybackMedia } from './side-playback';
import type { QueueTrack } from './side-queue';

/** An `<audio>` that plays when told and ends when the test says so. */
class FakeMedia extends EventTarget implements PlaybackMedia {
  currentTime = 0;
  playing = false;
  refuse = false;
  get paused() {
    return !this.playing;
  }
  constructor(readonly src: string) {
    super();
  }
  play() {
    if (this.refuse) return Promise.reject(new Error('NotSupportedError'));
    this.playing = true;
    return Promise.resolve();
  }
  pause() {
    this.playing = false;
  }
  end(duration: number) {
    this.currentTime = duration;
    this.playing = false;
    this.dispatchEvent(new Event('ended'));
  }
}

function fakeClock() {
  let now = 0;
  const timers: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  const clock: PlaybackClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = ++ids;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id) => {
      const at = timers.findIndex((timer) => timer.id === id);
      if (at >= 0) timers.splice(at, 1);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  return { clock, advance };
}

const track = (id: string, duration: number, gapAfter: number | null = null): QueueTrack => ({
  id,
  title: id,
  duration,
  gapAfter,
  streamUrl: `/api/audio/${id}/stream`,
});

function setUp(tracks: QueueTrack[]) {
  const media = new Map<string, FakeMedia>();
  const { clock, advance } = fakeClock();
  const playback = new SidePlayback(
    tracks,
    (t) => {
      const m = new FakeMedia(t.streamUrl);
      media.set(t.id, m);
      return m;
    },
    clock,
  );
  return { playback, media: (id: string) => media.get(id) as FakeMedia, advance };
}

describe("the side's player (issue 19)", () => {
  it('plays the next track after the gap, then stops at the end of the side', () => {
    const { playback, media, advance } = setUp([track('a', 10), track('b', 5, 9)]);
    playback.play();
    expect(media('a').playing).toBe(true);
    media('a').currentTime = 4;
    expect(playback.sample()).toMatchObject({ phase: 'track', index: 0, position: 4 });
    media('a').end(10);
    expect(playback.sample()).toMatchObject({
      phase: 'gap',
      index: 0,
      position: 10,
      playing: true,
    });
    advance(1500);
    expect(playback.sample().position).toBeCloseTo(11.5);
    expect(media('b')?.playing ?? false).toBe(false);
    advance(500);
    expect(media('b').playing).toBe(true);
    expect(playback.sample()).toMatchObject({ phase: 'track', index: 1, position: 12 });
    media('b').end(5);
    expect(playback.getState()).toMatchObject({ playing: false, phase: 'end', position: 17 });
    // Play again starts the side over.
    playback.play();
    expect(media('a').playing).toBe(true);
    expect(media('a').currentTime).toBe(0);
  });

  it('goes straight on when a gap is 0', () => {
    const { playback, media } = setUp([track('a', 3, 0), track('b', 3)]);
    playback.play();
    media('a').end(3);
    expect(media('b').playing).toBe(true);
    expect(playback.sample()).toMatchObject({ index: 1, position: 3 });
  });

  it('pauses in a gap and resumes where it was', () => {
    const { playback, media, advance } = setUp([track('a', 10, 4), track('b', 5)]);
    playback.play();
    media('a').end(10);
    advance(1000);
    playback.pause();
    expect(playback.getState()).toMatchObject({ playing: false, phase: 'gap', position: 11 });
    advance(10_000);
    expect(media('b')?.playing ?? false).toBe(false);
    playback.play();
    advance(2999);
    expect(media('b')?.playing ?? false).toBe(false);
    advance(1);
    expect(media('b').playing).toBe(true);
  });

  it("seeks on a track's waveform and on the side", () => {
    const { playback, media } = setUp([track('a', 10), track('b', 5)]);
    playback.seekTrack(1, 2);
    expect(playback.getState()).toMatchObject({ playing: false, index: 1, position: 14 });
    expect(media('b').currentTime).toBe(2);
    playback.play();
    expect(media('b').playing).toBe(true);
    playback.seek(3);
    expect(media('b').playing).toBe(false);
    expect(media('a').playing).toBe(true);
    expect(media('a').currentTime).toBe(3);
    playback.seek(11);
    expect(playback.getState()).toMatchObject({ phase: 'gap', index: 0, position: 11 });
  });

  it('says so when the browser cannot play the file', async () => {
    const { playback, media } = setUp([track('a', 10)]);
    playback.mediaOf(0);
    media('a').refuse = true;
    playback.play();
    await Promise.resolve();
    await Promise.resolve();
    expect(playback.getState()).toMatchObject({ playing: false, failed: true });
  });

  it('keeps its place when a gap changes', () => {
    const { playback } = setUp([track('a', 10), track('b', 5)]);
    playback.seek(14);
    playback.update([track('a', 10, 5), track('b', 5)]);
    expect(playback.sideQueue.total).toBe(20);
    expect(playback.getState()).toMatchObject({ position: 14, phase: 'gap', index: 0 });
  });
});
