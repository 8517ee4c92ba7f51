import { describe, expect, it } from 'vitest';
import { buildDefaultCatalogue } from '../../scripts/catalogue-builder';
import { isFormatAvailable, startingFromPrice } from '../albums/formats';
import { eurosToCents } from '../pricing/money';
import { defaultCatalogue } from './default';
import raw from './default-catalogue.json' with { type: 'json' };
import { CatalogSchema } from './schema';
import { FORMATS, VINYL_COLOURS } from './values';

describe('default catalogue (issue 3 item 2)', () => {
  it('passes the schema', () => {
    expect(CatalogSchema.safeParse(raw).success).toBe(true);
  });

  it('is what the builder makes (run build:catalogue after changing the builder)', () => {
    expect(raw).toEqual(buildDefaultCatalogue());
  });

  it('stays a few hundred KB at most', () => {
    expect(JSON.stringify(raw).length).toBeLessThan(400_000);
  });

  it.each([
    ['12', 1, '30x30', 3000, 28],
    ['12', 2, '30x30', 3000, 56],
    ['10', 1, '25x25', 1200, 27],
    ['10', 2, '25x25', 1200, 54],
    ['7', 1, '18x18', 840, 20],
    ['7', 2, '18x18', 840, 40],
    ['5', 1, '12.7x12.7', 240, 10],
    ['5', 2, '12.7x12.7', 240, 20],
  ] as const)('lists %s inch × %d as in spec 2 §9', (format, discs, dimension, max, price) => {
    const entry = defaultCatalogue.formats.find(
      (candidate) => candidate.format === format && candidate.vinylsQuantity === discs,
    );
    expect(entry).toMatchObject({ dimension, maxDuration: max, price });
  });

  it.each([
    [
      '12',
      [
        ['33', 1500],
        ['45', 600],
      ],
    ],
    [
      '10',
      [
        ['33', 600],
        ['45', 480],
        ['78', 240],
      ],
    ],
    [
      '7',
      [
        ['33', 420],
        ['45', 360],
      ],
    ],
    ['5', [['45', 120]]],
  ] as const)('has the rpm limits per side of spec 2 §9 for %s inch', (format, limits) => {
    const entry = defaultCatalogue.formats.find((candidate) => candidate.format === format);
    expect(entry?.rpms.map((rpm) => [rpm.value, rpm.maxDuration])).toEqual(limits);
  });

  it('offers doubles only for 7 and 10 inch', () => {
    const doubles = FORMATS.filter((format) => isFormatAvailable(defaultCatalogue, format, 2));
    const singles = FORMATS.filter((format) => isFormatAvailable(defaultCatalogue, format, 1));
    expect(doubles).toEqual(['10', '7']);
    expect(singles).toEqual(['12', '10', '7', '5']);
  });

  it('starts from the cheapest one-copy disc of the format, per disc', () => {
    for (const entry of defaultCatalogue.formats) {
      const cheapest = Math.min(
        ...defaultCatalogue.vinyls
          .filter((vinyl) => vinyl.f === entry.format && vinyl.q === 1)
          .map((vinyl) => eurosToCents(vinyl.p)),
      );
      expect(startingFromPrice(entry)).toBe(cheapest * entry.vinylsQuantity);
    }
  });

  it('has tiers 1, 2, 5, 10, 20 for every disc variant, each cheaper than the one before', () => {
    const groups = new Map<string, { q: number; p: number }[]>();
    for (const v of defaultCatalogue.vinyls) {
      const key = [v.f, v.c, v.t, v.h, v.s, v.min, v.max].join('|');
      groups.set(key, [...(groups.get(key) ?? []), { q: v.q, p: v.p }]);
    }
    expect(groups.size * 5).toBe(defaultCatalogue.vinyls.length);
    for (const tiers of groups.values()) {
      expect(tiers.map((tier) => tier.q)).toEqual([1, 2, 5, 10, 20]);
      tiers.slice(1).forEach((tier, index) => expect(tier.p).toBeLessThan(tiers[index]?.p ?? 0));
    }
  });

  it('sells every spec colour in every format, the big hole on 7 inch only, never on picture discs', () => {
    for (const format of FORMATS) {
      const colours = new Set(
        defaultCatalogue.vinyls.filter((v) => v.f === format).map((v) => v.c),
      );
      expect([...colours]).toEqual([...VINYL_COLOURS]);
    }
    const big = defaultCatalogue.vinyls.filter((v) => v.h === 'big');
    expect(new Set(big.map((v) => v.f))).toEqual(new Set(['7']));
    expect(big.some((v) => v.c === 'Picture Disc')).toBe(false);
  });

  it('offers gatefold covers for the double formats and every part with ids and prices', () => {
    for (const format of ['7', '10'] as const) {
      expect(defaultCatalogue.covers.some((c) => c.f === format && c.g === 'Yes')).toBe(true);
    }
    expect(defaultCatalogue.labels.map((label) => label.c)).toContain('Printed');
    expect(new Set(defaultCatalogue.innerSleeves.map((sleeve) => sleeve.c))).toEqual(
      new Set(['White', 'Black', 'Transparent', 'Printed']),
    );
    expect(new Set(defaultCatalogue.outerSleeves.map((sleeve) => sleeve.c))).toEqual(
      new Set(['Transparent']),
    );
    expect(defaultCatalogue.printSizes.bleed).toBe(3);
  });
});

describe('catalogue schema refusals', () => {
  const base = buildDefaultCatalogue();
  const vinyl = base.vinyls[0]!;
  const cover = base.covers[0]!;

  it.each([
    ['a price with 3 decimals', { vinyls: [{ ...vinyl, p: 1.005 }] }],
    ['min above max', { vinyls: [{ ...vinyl, min: 10, max: 5 }] }],
    ['None listed as a colour', { vinyls: [{ ...vinyl, c: 'None' }] }],
    ['a gatefold with a central hole', { covers: [{ ...cover, g: 'Yes', c_h: 'Yes' }] }],
    ['a variant id used twice', { vinyls: [vinyl, { ...vinyl, q: 2 }] }],
    ['an unknown format', { vinyls: [{ ...vinyl, f: '9' }] }],
  ])('refuses %s', (_name, change) => {
    expect(CatalogSchema.safeParse({ ...base, ...change }).success).toBe(false);
  });
});
