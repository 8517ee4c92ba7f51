import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterTrack, buildSideQueue, locate, sideTimeOf, type QueueTrack } from './side-queue';

const track = (id: string, duration: number, gapAfter: number | null = null): QueueTrack => ({
  id,
  title: id,
  duration,
  gapAfter,
  streamUrl: `/api/audio/${id}/stream`,
});

describe("a side's listening queue (issue 19)", () => {
  it('puts the tracks back to back with the default 2 s gap, none after the last', () => {
    const queue = buildSideQueue([track('a', 10), track('b', 5), track('c', 3)]);
    expect(queue.items.map(({ start, end, next }) => [start, end, next])).toEqual([
      [0, 10, 12],
      [12, 17, 19],
      [19, 22, 22],
    ]);
    expect(queue.total).toBe(22);
  });

  it("uses each track's own gap, 0 included", () => {
    const queue = buildSideQueue([track('a', 10, 0), track('b', 5, 4.5), track('c', 3, 9)]);
    expect(queue.items.map((item) => item.start)).toEqual([0, 10, 19.5]);
    expect(queue.total).toBe(22.5);
  });

  it('says where a moment falls: in a track, in a gap, at the end', () => {
    const queue = buildSideQueue([track('a', 10), track('b', 5)]);
    expect(locate(queue, 0)).toEqual({ phase: 'track', index: 0, offset: 0 });
    expect(locate(queue, 9.5)).toEqual({ phase: 'track', index: 0, offset: 9.5 });
    expect(locate(queue, 10)).toEqual({ phase: 'gap', index: 0, remaining: 2 });
    expect(locate(queue, 11.5)).toEqual({ phase: 'gap', index: 0, remaining: 0.5 });
    expect(locate(queue, 12)).toEqual({ phase: 'track', index: 1, offset: 0 });
    expect(locate(queue, 16)).toEqual({ phase: 'track', index: 1, offset: 4 });
    expect(locate(queue, 17)).toEqual({ phase: 'end', index: 1 });
    expect(locate(queue, -3)).toEqual({ phase: 'track', index: 0, offset: 0 });
    expect(locate(buildSideQueue([]), 1)).toEqual({ phase: 'end', index: 0 });
  });

  it('turns a click on a track into a moment of the side, and back', () => {
    const queue = buildSideQueue([track('a', 10, 3), track('b', 5)]);
    expect(sideTimeOf(queue, 1, 2)).toBe(15);
    expect(sideTimeOf(queue, 1, 99)).toBe(18);
    expect(sideTimeOf(queue, 7, 1)).toBe(queue.total);
    expect(afterTrack(queue, 0)).toEqual({ gap: 3, nextIndex: 1 });
    expect(afterTrack(queue, 1)).toBeNull();
  });

  it('places every moment inside the side once (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            duration: fc.double({ min: 0.5, max: 600, noNaN: true }),
            gap: fc.option(fc.double({ min: 0, max: 10, noNaN: true })),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (tracks, fraction) => {
          const queue = buildSideQueue(tracks.map((t, i) => track(`t${i}`, t.duration, t.gap)));
          const time = fraction * queue.total * 0.999;
          const place = locate(queue, time);
          if (place.phase === 'track') {
            expect(sideTimeOf(queue, place.index, place.offset)).toBeCloseTo(time, 6);
          }
          expect(place.phase).not.toBe('end');
          const durations = tracks.reduce((sum, t) => sum + t.duration, 0);
          expect(queue.total).toBeGreaterThanOrEqual(durations - 1e-9);
        },
      ),
    );
  });
});
