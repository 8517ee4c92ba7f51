import { describe, expect, it } from 'vitest';
import { durationsDisagree, pcmSeconds } from './audio-duration';

describe('measured audio durations (issue 13 hole 6)', () => {
  it.each([
    // bytes, block align, rate, seconds
    [8000 * 600, 1, 8000, 600],
    [48_000 * 6 * 10 + 5, 6, 48_000, 10],
    [0, 4, 44_100, 0],
    [1000, 0, 44_100, 0],
  ])('%i bytes of %i-byte frames at %i Hz last %d s', (bytes, align, rate, seconds) => {
    expect(pcmSeconds(bytes, align, rate)).toBeCloseTo(seconds, 6);
  });

  it.each([
    [10, 600, true],
    [600, 10, true],
    [180, 180.02, false],
    [180, 181, false],
    [600, 605, false],
    [600, 607, true],
    [0.5, 1.4, false],
  ])('header %d s, body %d s: disagree %s', (declared, measured, disagree) => {
    expect(durationsDisagree(declared, measured)).toBe(disagree);
  });
});
