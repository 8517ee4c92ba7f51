import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue';
import { colourLook, cssColour, isDarkColour } from './colour-looks';

describe('colour looks', () => {
  it('has a look for every vinyl colour of the default catalogue', () => {
    const colours = new Set(defaultCatalogue.vinyls.map((entry) => entry.c));
    for (const colour of colours) expect(colourLook(colour).fill).not.toBe('#9a948a');
  });

  it('draws an unknown colour grey, and see-through colours with their opacity', () => {
    expect(colourLook('Glitter Gold')).toEqual({ fill: '#9a948a', opacity: 1 });
    expect(cssColour('Black')).toBe('#141311');
    expect(cssColour('Transparent Red')).toBe('rgba(214, 58, 58, 0.6)');
  });

  it('tells dark colours from light ones', () => {
    expect(isDarkColour('Black')).toBe(true);
    expect(isDarkColour('Brown')).toBe(true);
    expect(isDarkColour('White')).toBe(false);
    expect(isDarkColour('Yellow')).toBe(false);
  });
});
