import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default';
import type { Catalog, VinylEntry } from '../catalogue/schema';
import {
  capDuration,
  hasStock,
  selectByQuantity,
  selectVinyl,
  type VinylChoice,
} from './selection';

const vinyl = (q: number, min: number, max: number, vid: number, p: number): VinylEntry => ({
  f: '12',
  c: 'Black',
  t: 2,
  h: 'standard',
  s: 2,
  q,
  min,
  max,
  pid: 1,
  vid,
  p,
});

const fixture: Catalog = {
  ...defaultCatalogue,
  vinyls: [
    vinyl(1, 0, 1500, 11, 30),
    vinyl(2, 0, 1500, 12, 28),
    vinyl(5, 0, 1500, 15, 26),
    vinyl(10, 0, 1500, 110, 24),
    vinyl(20, 0, 1500, 120, 22),
    vinyl(1, 1501, 3000, 21, 36),
    vinyl(5, 1501, 3000, 25, 32),
    { ...vinyl(1, 0, 1500, 31, 29), t: 1.5 },
  ],
  inventory: [],
};

const black: VinylChoice = {
  format: '12',
  color: 'Black',
  thickness: 2,
  hole: 'standard',
  sides: 2,
  duration: 0,
};

describe('vinyl selection (spec 2 §5)', () => {
  it.each([
    [1200, 1, 11, 3000],
    [1200, 3, 12, 2800],
    [1200, 5, 15, 2600],
    [1200, 9, 15, 2600],
    [1200, 10, 110, 2400],
    [1200, 30, 120, 2200],
    [0, 1, 11, 3000],
    [1500, 1, 11, 3000],
    [1500.2, 1, 21, 3600],
    [2000, 1, 21, 3600],
    [2000, 4, 21, 3600],
    [2000, 30, 25, 3200],
    [5000, 1, 21, 3600],
  ])('%d s for %d copies picks variant %d at %d cents', (duration, quantity, vid, price) => {
    const result = selectVinyl(fixture, { ...black, duration }, quantity);
    expect(result).toMatchObject({ ok: true, value: { entry: { vid }, price } });
  });

  it('matches format, colour, thickness, hole and sides', () => {
    const thin = selectVinyl(fixture, { ...black, thickness: 1.5 }, 1);
    expect(thin.ok && thin.value.entry?.vid).toBe(31);
    // 1.5 mm has one band up to 1500 s: a longer disc is capped into it.
    const long = selectVinyl(fixture, { ...black, thickness: 1.5, duration: 2000 }, 1);
    expect(long.ok && long.value.entry?.vid).toBe(31);
    for (const change of [
      { format: '7' as const },
      { color: 'White' },
      { hole: 'big' as const },
      { sides: 1 as const },
    ]) {
      expect(selectVinyl(fixture, { ...black, ...change }, 1).ok).toBe(false);
    }
  });

  it('fails with the spec alert when nothing matches, including quantity 0', () => {
    expect(selectVinyl(fixture, black, 0)).toEqual({
      ok: false,
      code: 'vinyl_not_found',
      message: 'Vinyl not found in catalog!!',
    });
  });

  it('allows None, free', () => {
    expect(selectVinyl(fixture, { ...black, color: 'None' }, 1)).toEqual({
      ok: true,
      value: { entry: null, price: 0 },
    });
  });

  it('skips variants the inventory lacks', () => {
    const out = { ...fixture, inventory: [{ vid: 12, available: 0 }] };
    const result = selectVinyl(out, black, 2);
    expect(result.ok && result.value.entry?.vid).toBe(11);
    expect(hasStock(out, 12, 1)).toBe(false);
    expect(hasStock({ inventory: [{ vid: 12, available: 5 }] }, 12, 5)).toBe(true);
    expect(hasStock(out, 99, 1000)).toBe(true);
  });

  it('caps the duration to the highest max, in whole seconds', () => {
    expect(capDuration(5000, [{ max: 1500 }, { max: 3000 }])).toBe(3000);
    expect(capDuration(600.4, [{ max: 3000 }])).toBe(601);
    expect(capDuration(-3, [{ max: 3000 }])).toBe(0);
    expect(capDuration(10, [])).toBe(0);
  });

  it('never returns an entry whose threshold exceeds the quantity, and returns the highest one', () => {
    const entries = defaultCatalogue.vinyls;
    fc.assert(
      fc.property(
        fc.nat(entries.length - 1),
        fc.integer({ min: 0, max: 40 }),
        fc.double({ min: 0, max: 4000, noNaN: true }),
        (index, quantity, duration) => {
          const pick = entries[index]!;
          const choice = { format: pick.f, color: pick.c, thickness: pick.t, hole: pick.h };
          const result = selectVinyl(
            defaultCatalogue,
            { ...choice, sides: pick.s, duration },
            quantity,
          );
          if (!result.ok) return quantity < 1;
          const entry = result.value.entry!;
          return entry.q <= quantity && (quantity >= 20 ? entry.q === 20 : true);
        },
      ),
    );
  });

  it('selectByQuantity picks the highest threshold at or below the quantity', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ q: fc.integer({ min: 1, max: 50 }) })),
        fc.integer({ min: 0, max: 60 }),
        (entries, quantity) => {
          const chosen = selectByQuantity(entries, quantity);
          const eligible = entries.filter((entry) => entry.q <= quantity).map((entry) => entry.q);
          if (eligible.length === 0) return chosen === undefined;
          return chosen !== undefined && chosen.q === Math.max(...eligible);
        },
      ),
    );
  });
});
