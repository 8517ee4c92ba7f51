import { describe, expect, it } from 'vitest';
import { formatDuration, minutesToSeconds } from './duration';

describe('duration formatting (spec 2 §9)', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [65, '01:05'],
    [215.9, '03:35'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [3725, '01:02:05'],
    [-4, '00:00'],
    [Number.NaN, '00:00'],
  ])('%d s shows as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('turns table minutes into seconds', () => {
    expect(minutesToSeconds(3.5)).toBe(210);
    expect(minutesToSeconds(25)).toBe(1500);
  });
});
