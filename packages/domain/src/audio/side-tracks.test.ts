import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default';
import { isSha256Hex, UPLOAD_CHUNK_SIZE, UPLOAD_RETRY_DELAYS_MS } from './audio-uploads';
import {
  checkTrackFits,
  markExceededTracks,
  sideLimitFor,
  sideRelation,
  VINYL_SIDES,
} from './side-tracks';

describe('side limit at the album speed (spec 2 §9)', () => {
  it.each([
    ['7', '45', 360],
    ['7', '33', 420],
    ['10', '78', 240],
    ['12', '33', 1500],
    ['12', '45', 600],
    ['5', '45', 120],
  ] as const)('%s inch at %s rpm: %d s', (format, rpm, seconds) => {
    expect(sideLimitFor(defaultCatalogue, format, rpm)).toBe(seconds);
  });

  it('measures an album without a speed at the speed it starts with', () => {
    expect(sideLimitFor(defaultCatalogue, '12', null)).toBe(1500);
    expect(sideLimitFor(defaultCatalogue, '7', undefined)).toBe(360);
  });

  it('has no limit for a speed or format the catalogue lacks', () => {
    expect(sideLimitFor(defaultCatalogue, '5', '33')).toBeUndefined();
    expect(sideLimitFor({ formats: [] }, '12', null)).toBeUndefined();
  });
});

describe('a track fits on a side (spec 2 §5)', () => {
  it.each([
    [0, 100, 360, 'ok'],
    [200, 160, 360, 'ok'],
    [200, 161, 360, 'minutes_exceeded'],
    [360, 1, 360, 'minutes_exceeded'],
    [361, 1, 360, 'side_full'],
    [400, 0, 360, 'side_full'],
  ] as const)('side %d s + track %d s against %d s: %s', (side, track, limit, fit) => {
    expect(checkTrackFits(side, track, limit)).toBe(fit);
  });

  it('accepts a track exactly when the side stays within its limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 2000 }),
        (side, track, limit) =>
          (checkTrackFits(side, track, limit) === 'ok') === side + track <= limit,
      ),
    );
  });
});

describe('exceeded tracks', () => {
  it('marks the tracks that end past the limit', () => {
    expect(markExceededTracks([100, 200, 60, 10], 360)).toEqual([false, false, false, true]);
    expect(markExceededTracks([], 360)).toEqual([]);
  });
});

describe('upload constants (spec 2 §9)', () => {
  it('uses 5 MiB chunks and retries after 3, 6 and 9 s', () => {
    expect(UPLOAD_CHUNK_SIZE).toBe(5 * 1024 * 1024);
    expect(UPLOAD_RETRY_DELAYS_MS).toEqual([3000, 6000, 9000]);
  });

  it('names the sides and their relations', () => {
    expect(VINYL_SIDES.map(sideRelation)).toEqual(['side_a_tracks', 'side_b_tracks']);
  });

  it('takes a SHA-256 as 64 lower-case hex digits', () => {
    expect(isSha256Hex('a'.repeat(64))).toBe(true);
    expect(isSha256Hex('A'.repeat(64))).toBe(false);
    expect(isSha256Hex('a'.repeat(63))).toBe(false);
    expect(isSha256Hex(42)).toBe(false);
  });
});
