import { describe, expect, it } from 'vitest';
import { getRpmSideLimit } from '../albums/formats';
import { defaultCatalogue } from '../catalogue/default';
import {
  calculateRemainingTime,
  calculateSideDuration,
  calculateSidesPerVinyl,
  canAddTrackToSide,
  canUploadToSide,
  isSideExceeded,
  summariseDisc,
  summariseTracks,
} from './tracks';

const limit = (format: '7' | '12', rpm: '33' | '45'): number =>
  getRpmSideLimit(defaultCatalogue, format, rpm) ?? 0;

describe('side limits (spec 2 §5, §9)', () => {
  it.each([
    ['7', '45', 360, false],
    ['7', '45', 361, true],
    ['7', '33', 420, false],
    ['12', '33', 1500, false],
    ['12', '33', 1500.5, true],
    ['12', '45', 601, true],
  ] as const)('%s inch at %s rpm with %d s exceeded: %s', (format, rpm, seconds, exceeded) => {
    expect(isSideExceeded(seconds, limit(format, rpm))).toBe(exceeded);
    expect(canUploadToSide(seconds, limit(format, rpm))).toBe(!exceeded);
  });

  it.each([
    [300, 360, 60],
    [360, 360, 0],
    [400, 360, 0],
  ])('with %d s of %d, %d s remain', (used, max, remaining) => {
    expect(calculateRemainingTime(used, max)).toBe(remaining);
  });

  it('refuses a dropped track longer than the remaining time', () => {
    expect(canAddTrackToSide(60, 300, 360)).toBe(true);
    expect(canAddTrackToSide(61, 300, 360)).toBe(false);
  });

  it('counts 2 sides when side B has tracks, else 1', () => {
    expect(calculateSidesPerVinyl(0)).toBe(1);
    expect(calculateSidesPerVinyl(3)).toBe(2);
  });

  it('sums sides, discs and the album tracks summary', () => {
    const a = [{ duration: 200 }, { duration: 180 }];
    const b = [{ duration: 100 }];
    expect(calculateSideDuration(a)).toBe(380);
    expect(summariseDisc({ sideA: a, sideB: [] })).toEqual({ sides: 1, duration: 380 });
    expect(summariseDisc({ sideA: a, sideB: b })).toEqual({ sides: 2, duration: 480 });
    expect(summariseTracks([{ sideA: a, sideB: b }], 360)).toEqual({
      number: 3,
      duration: 480,
      exceeded: true,
    });
    expect(summariseTracks([{ sideA: b, sideB: [] }], 360).exceeded).toBe(false);
  });
});
