import { describe, expect, it } from 'vitest';
import { calculateVolumeAdvice, calculateVolumeLevel } from './volume';

describe('volume advice from the thresholds table (spec 2 §9)', () => {
  it.each([
    ['7', '45', 210, 'optimal', null],
    ['7', '45', 225, 'medium', null],
    ['7', '45', 240, 'low', 4],
    ['7', '45', 360, 'low', 4],
    ['7', '33', 270, 'optimal', null],
    ['7', '33', 300, 'low', 5],
    ['7', '33', 420, 'low', 5],
    ['10', '45', 360, 'optimal', null],
    ['10', '45', 420, 'medium', null],
    ['10', '45', 420.5, 'low', 7],
    ['10', '45', 599, 'low', 7],
    ['10', '45', 600, 'low', 7],
    ['10', '33', 360, 'optimal', null],
    ['10', '33', 361, 'low', 6],
    ['10', '33', 600, 'low', 6],
    ['10', '33', 601, 'very low', 10],
    ['12', '45', 480, 'optimal', null],
    ['12', '45', 720, 'low', 8],
    ['12', '33', 720, 'optimal', null],
    ['12', '33', 1200, 'low', 12],
    ['12', '33', 1201, 'very low', 20],
  ] as const)(
    '%s inch %s rpm, %d s: %s (advise %s min)',
    (format, rpm, seconds, level, minutes) => {
      expect(calculateVolumeAdvice(format, rpm, seconds)).toEqual({
        level,
        advisedMinutes: minutes,
      });
    },
  );

  it('has no advice for speeds outside the table', () => {
    expect(calculateVolumeAdvice('5', '45', 100)).toBeUndefined();
    expect(calculateVolumeAdvice('10', '78', 100)).toBeUndefined();
  });
});

describe('volume level from the volume table (spec 2 §9)', () => {
  it.each([
    ['5', '45', 120, 'very low'],
    ['7', '45', 210, 'high'],
    ['7', '45', 225, 'medium'],
    ['7', '45', 300, 'low'],
    ['7', '45', 400, 'very low'],
    ['7', '33', 270, 'high'],
    ['7', '33', 420, 'low'],
    ['10', '45', 360, 'high'],
    ['10', '45', 500, 'low'],
    ['10', '33', 360, 'high'],
    ['10', '33', 420, 'medium'],
    ['10', '33', 540, 'low'],
    ['10', '33', 660, 'very low'],
    ['12', '45', 480, 'high'],
    ['12', '45', 540, 'medium'],
    ['12', '45', 700, 'low'],
    ['12', '33', 720, 'high'],
    ['12', '33', 800, 'medium'],
    ['12', '33', 1000, 'low'],
    ['12', '33', 1400, 'very low'],
    ['12', '33', 1600, 'very low'],
  ] as const)('%s inch %s rpm, %d s: %s', (format, rpm, seconds, level) => {
    expect(calculateVolumeLevel(format, rpm, seconds)).toBe(level);
  });

  it('has no level for speeds outside the table', () => {
    expect(calculateVolumeLevel('12', '78', 100)).toBeUndefined();
  });
});
