import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default';
import {
  defaultRpm,
  displayedSideDuration,
  findFormatEntry,
  getRpmSideLimit,
  isFormatAvailable,
  listCommonFormats,
  listRpms,
  startingFromPrice,
} from './formats';

describe('format availability (spec 2 §5)', () => {
  it.each([
    ['12', 1, true],
    ['12', 2, false],
    ['10', 2, true],
    ['7', 2, true],
    ['5', 1, true],
    ['5', 2, false],
  ] as const)('%s inch × %d available: %s', (format, discs, available) => {
    expect(isFormatAvailable(defaultCatalogue, format, discs)).toBe(available);
  });

  it('needs a format entry and vinyl entries for the format', () => {
    const noTen = {
      ...defaultCatalogue,
      vinyls: defaultCatalogue.vinyls.filter((v) => v.f !== '10'),
    };
    expect(isFormatAvailable(noTen, '10', 1)).toBe(false);
    const noFormats = { ...defaultCatalogue, formats: defaultCatalogue.formats.slice(0, 1) };
    expect(isFormatAvailable(noFormats, '7', 1)).toBe(false);
  });
});

describe('format cards (spec 2 §2, §9)', () => {
  it('lists the common formats 12, 10 and 7 inch at 1 disc', () => {
    expect(listCommonFormats(defaultCatalogue).map((e) => [e.format, e.vinylsQuantity])).toEqual([
      ['12', 1],
      ['10', 1],
      ['7', 1],
    ]);
    const broken = { ...defaultCatalogue, formats: [] };
    expect(listCommonFormats(broken)).toEqual([]);
  });

  it.each([
    ['12', 1, 2800, 1500],
    ['10', 2, 5400, 600],
    ['7', 1, 2000, 420],
    ['5', 1, 1000, 120],
  ] as const)('%s inch × %d starts from %d cents, %d s per side shown', (f, q, cents, side) => {
    const entry = findFormatEntry(defaultCatalogue, f, q)!;
    expect(startingFromPrice(entry)).toBe(cents);
    expect(displayedSideDuration(entry)).toBe(side);
  });
});

describe('rpm limits per side (spec 2 §9)', () => {
  it.each([
    ['5', '45', 120],
    ['7', '33', 420],
    ['7', '45', 360],
    ['10', '33', 600],
    ['10', '45', 480],
    ['10', '78', 240],
    ['12', '33', 1500],
    ['12', '45', 600],
    ['12', '78', undefined],
    ['5', '33', undefined],
  ] as const)('%s inch at %s rpm: %s s', (format, rpm, limit) => {
    expect(getRpmSideLimit(defaultCatalogue, format, rpm)).toBe(limit);
  });

  it.each([
    ['12', '33'],
    ['10', '33'],
    ['7', '45'],
    ['5', '45'],
  ] as const)('a new %s inch album starts at its usual speed, %s rpm', (format, rpm) => {
    expect(defaultRpm(defaultCatalogue, format)).toBe(rpm);
  });

  it('falls back to the speed holding the most music when the usual one is not offered', () => {
    const no45 = {
      formats: defaultCatalogue.formats.map((entry) => ({
        ...entry,
        rpms: entry.rpms.filter((limit) => limit.value !== '45'),
      })),
    };
    expect(defaultRpm(no45, '7')).toBe('33');
  });

  it('lists speeds', () => {
    expect(listRpms(defaultCatalogue, '10')).toEqual(['33', '45', '78']);
    expect(listRpms({ formats: [] }, '12')).toEqual([]);
    expect(defaultRpm({ formats: [] }, '12')).toBeUndefined();
  });
});
