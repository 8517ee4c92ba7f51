import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRINT_SIZES,
  millimetresToPixels,
  PrintSizesSchema,
  roundArtworkDiameter,
  withBleed,
} from './print-sizes';

describe('print sizes (reference sheet)', () => {
  it('holds the reference values', () => {
    expect(PrintSizesSchema.parse(DEFAULT_PRINT_SIZES)).toEqual(DEFAULT_PRINT_SIZES);
    const { formats } = DEFAULT_PRINT_SIZES;
    expect([formats['12'].discDiameter, formats['10'].discDiameter]).toEqual([302, 250]);
    expect([formats['7'].discDiameter, formats['5'].discDiameter]).toEqual([175, 127]);
    expect(formats['7'].bigHoleDiameter).toBe(38.1);
    expect(DEFAULT_PRINT_SIZES.spindleHoleDiameter).toBe(7.24);
    expect(formats['5'].inferred).toContain('labelDiameter');
  });

  it('adds 3 mm bleed all round: a 12 inch label artwork is 106 mm', () => {
    const { bleed, formats } = DEFAULT_PRINT_SIZES;
    expect(roundArtworkDiameter(formats['12'].labelDiameter, bleed)).toBe(106);
    expect(withBleed(formats['12'].jacket, bleed)).toEqual({ width: 320, height: 320 });
  });

  it('converts millimetres to pixels at 300 dpi', () => {
    expect(millimetresToPixels(25.4, 300)).toBe(300);
    expect(millimetresToPixels(106, 300)).toBe(1252);
  });
});
