import {
  BIG_HOLE_7_INCH_ONLY,
  BIG_HOLE_NOT_ON_PICTURE_DISC,
  DOUBLE_NEEDS_GATEFOLD,
  GATEFOLD_HAS_NO_CENTRAL_HOLE,
  VINYL_NOT_FOUND,
} from '@vinyl/domain';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import italian from './locales/it.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('disc options texts', () => {
  it('Italian and English have the same keys', () => {
    expect(keys(italian).sort()).toEqual(keys(en).sort());
  });

  it('keeps the spec message and the domain rules’ words in English', () => {
    expect(en.reasons.vinyl_not_found).toBe(VINYL_NOT_FOUND);
    expect(en.reasons.double_needs_gatefold).toBe(DOUBLE_NEEDS_GATEFOLD);
    expect(en.reasons.gatefold_central_hole).toBe(GATEFOLD_HAS_NO_CENTRAL_HOLE);
    expect(en.reasons.big_hole_picture_disc).toBe(BIG_HOLE_NOT_ON_PICTURE_DISC);
    expect(en.reasons.big_hole_not_available).toBe(BIG_HOLE_7_INCH_ONLY.replace(' inch', '″'));
  });
});
